export { onlineOrdersRouter } from './online-orders-routes';
