import type { MessageKey } from '../en';

export const menuAm: Partial<Record<MessageKey, string>> = {};
