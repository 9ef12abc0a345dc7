import type { MessageKey } from '../en';

export const coffeeAm: Partial<Record<MessageKey, string>> = {};
