export { onlineOrdersRouter } from './online-orders-routes';
export { orderingRouter } from './ordering-routes';
export { orderingPauseRouter } from './ordering-pause-routes';
export { orderStatusRouter } from './order-status-routes';
export { placeOrderRouter } from './place-order-routes';
export { onlineOrdersExportQuerySchema, onlineOrdersQuerySchema } from './online-orders-query';
export { closeOrderEvents } from './order-events-hub';
export { orderEventsRouter } from './order-events-routes';
export { forgetOldOrderData } from './order-retention';
