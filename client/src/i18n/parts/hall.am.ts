import type { MessageKey } from '../en';

export const hallAm: Partial<Record<MessageKey, string>> = {};
