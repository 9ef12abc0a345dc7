export { giftCardBalanceRouter } from './balance-routes';
export { giftCardsRouter } from './gift-cards-routes';
export { giftCardSubmissionStatus, markGiftCardEmailed } from './gift-cards';
export { giftCardSummary } from './reports';
export { giftCardRequestsRouter } from './requests-routes';
