// Amharic for the entry: chrome, navigation, headings and buttons at least. Anything missing falls back to English.
import type { MessageKey } from './en';
import { commonAm } from './parts/common.am';
import { homeAm } from './parts/home.am';

export const am: Partial<Record<MessageKey, string>> = {
  ...commonAm,
  ...homeAm,
};
