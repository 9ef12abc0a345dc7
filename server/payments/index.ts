export {
  applySessionState,
  expireCheckout,
  expireSessionAtStripe,
  startCheckout,
  type CheckoutLine,
} from './checkout-sessions';
export { cancelHold, capturePayment } from './payment-intents';
export { registerPaymentJobs } from './payment-jobs';
export { registerPaymentPurpose, type AfterPaymentMove, type PaymentPurposeHandler } from './payment-purposes';
export {
  insertPayment,
  lockPayment,
  movePayment,
  notePayment,
  paymentOf,
  paymentsOf,
  type PaymentRow,
} from './payment-rows';
export { cardPaymentsOn } from './payments-state';
export { paymentDto, refundPayment } from './refunds';
export { paymentRefundsRouter } from './refund-routes';
export { paymentWebhookRouter } from './webhook-routes';
