import { HALL } from '@shared/hall-events';
import type { z } from 'zod';
import type { AdminEventPackageDto, eventPackageSchema } from '@shared/schemas/hall-events';

export const PACKAGE_LISTS = ['features', 'services', 'drinks', 'foodOptions', 'decorations', 'entertainment'] as const;
export type PackageList = (typeof PACKAGE_LISTS)[number];

/** The package form as typed: numbers and lists as text, one list item a line. */
export interface PackageFormState {
  name: string;
  shortDescription: string;
  description: string;
  category: string;
  popularity: string;
  isActive: boolean;
  minGuests: string;
  maxGuests: string;
  basePrice: string;
  pricePerPerson: string;
  rentalTaxable: boolean;
  setupTime: string;
  duration: string;
  cleanupTime: string;
  image: string | null;
  lists: Record<PackageList, string>;
  am: { name: string; shortDescription: string; description: string; features: string; services: string };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function packageFormState(pkg: AdminEventPackageDto | null): PackageFormState {
  const am = pkg?.translations.am;
  return {
    name: pkg?.name ?? '',
    shortDescription: pkg?.shortDescription ?? '',
    description: pkg?.description ?? '',
    category: pkg?.category ?? 'celebration',
    popularity: String(pkg?.popularity ?? 0),
    isActive: pkg?.isActive ?? true,
    minGuests: String(pkg?.minGuests ?? 20),
    maxGuests: String(pkg?.maxGuests ?? Math.min(150, HALL.maxGuests)),
    basePrice: pkg?.basePrice ?? '',
    pricePerPerson: pkg?.pricePerPerson ?? '',
    rentalTaxable: pkg?.rentalTaxable ?? false,
    setupTime: String(pkg?.setupTime ?? 60),
    duration: String(pkg?.duration ?? 120),
    cleanupTime: String(pkg?.cleanupTime ?? 30),
    image: pkg?.image ?? null,
    lists: Object.fromEntries(PACKAGE_LISTS.map((list) => [list, (pkg?.[list] ?? []).join('\n')])) as Record<
      PackageList,
      string
    >,
    am: {
      name: am?.name ?? '',
      shortDescription: am?.shortDescription ?? '',
      description: am?.description ?? '',
      features: (am?.features ?? []).join('\n'),
      services: (am?.services ?? []).join('\n'),
    },
  };
}

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What the form sends: the schema (here and on the server) names what is wrong. */
export function packageInput(state: PackageFormState): z.input<typeof eventPackageSchema> {
  const amFeatures = lines(state.am.features);
  const amServices = lines(state.am.services);
  return {
    name: state.name,
    shortDescription: state.shortDescription,
    description: state.description,
    category: state.category,
    popularity: whole(state.popularity),
    isActive: state.isActive,
    minGuests: whole(state.minGuests),
    maxGuests: whole(state.maxGuests),
    basePrice: state.basePrice.trim(),
    pricePerPerson: state.pricePerPerson.trim(),
    rentalTaxable: state.rentalTaxable,
    setupTime: whole(state.setupTime),
    duration: whole(state.duration),
    cleanupTime: whole(state.cleanupTime),
    image: state.image,
    ...Object.fromEntries(PACKAGE_LISTS.map((list) => [list, lines(state.lists[list])])),
    translations: {
      am: {
        name: state.am.name,
        shortDescription: state.am.shortDescription,
        description: state.am.description,
        ...(amFeatures.length ? { features: amFeatures } : {}),
        ...(amServices.length ? { services: amServices } : {}),
      },
    },
  };
}

/** The minutes an event of this package takes, while the three times are whole numbers. */
export function formMinutes(state: PackageFormState): number | null {
  const values = [state.setupTime, state.duration, state.cleanupTime].map(whole);
  return values.every((value) => Number.isInteger(value) && value >= 0) ? values.reduce((a, b) => a + b, 0) : null;
}
