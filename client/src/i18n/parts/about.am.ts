import type { MessageKey } from '../en';

export const aboutAm: Partial<Record<MessageKey, string>> = {};
