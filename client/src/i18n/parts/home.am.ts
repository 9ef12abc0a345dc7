import type { MessageKey } from '../en';

export const homeAm: Partial<Record<MessageKey, string>> = {};
