import type { MessageKey } from '../en';

export const giftCardAm: Partial<Record<MessageKey, string>> = {};
