export { onlineOrdersRouter } from './online-orders-routes';
export { onlineOrdersQuerySchema } from './online-orders-query';
