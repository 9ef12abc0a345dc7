import type { MessageKey } from '../en';

export const cateringAm: Partial<Record<MessageKey, string>> = {};
