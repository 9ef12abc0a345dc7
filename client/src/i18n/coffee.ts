import type { Translator } from '@/lib/i18n';
import { coffeeEn } from './parts/coffee.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useCoffeeI18n = pageI18n(coffeeEn, import.meta.glob(['./parts/coffee.*.ts', '!./parts/coffee.en.ts']));
export type CoffeeMessageKey = PageMessageKey<typeof coffeeEn>;
export type CoffeeTranslate = Translator<CoffeeMessageKey>;
