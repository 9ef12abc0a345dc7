import type { MessageKey } from '../en';

export const contactAm: Partial<Record<MessageKey, string>> = {};
