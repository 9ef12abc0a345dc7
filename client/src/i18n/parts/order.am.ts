import type { MessageKey } from '../en';

export const orderAm: Partial<Record<MessageKey, string>> = {};
