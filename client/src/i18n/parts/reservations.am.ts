import type { MessageKey } from '../en';

export const reservationsAm: Partial<Record<MessageKey, string>> = {};
