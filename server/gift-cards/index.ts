export { giftCardBalanceRouter } from './balance-routes';
export { giftCardsRouter } from './gift-cards-routes';
export { giftCardSubmissionStatus, markGiftCardEmailed } from './gift-cards';
export { giftCardSummary } from './reports';
export { giftCardRequestsRouter } from './requests-routes';
export { registerGiftCardPayments } from './gift-card-payments';
export { giftCardAtCheckout, giveBackOrderSpend, spendOnOrder, type CardAtCheckout } from './order-spending';
export { giftCardCodeTries } from './code-tries';
