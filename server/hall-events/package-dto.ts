import { blocksNeededFor, eventMinutes, type HallBlockTimes } from '@shared/hall-events';
import { centsOf, dollarsOf } from '@shared/money';
import type { AdminEventPackageDto, EventPackageDto } from '@shared/schemas/hall-events';
import type { EventPackageCopy, eventPackages } from '../db/schema';

export type EventPackageRow = typeof eventPackages.$inferSelect;

/** "500" or "500.5" from the database as the API's "500.00". */
const money = (stored: string) => dollarsOf(centsOf(stored));

/** A package as the public reads it; `blocksNeeded` follows the hall's blocks as they are set now. */
export function toPackageDto(row: EventPackageRow, blocks: HallBlockTimes): EventPackageDto {
  return {
    id: row.id,
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    minGuests: row.minGuests,
    maxGuests: row.maxGuests,
    basePrice: money(row.basePrice),
    pricePerPerson: money(row.pricePerPerson),
    rentalTaxable: row.rentalTaxable,
    features: row.features,
    services: row.services,
    drinks: row.drinks,
    foodOptions: row.foodOptions,
    decorations: row.decorations,
    entertainment: row.entertainment,
    duration: row.duration,
    setupTime: row.setupTime,
    cleanupTime: row.cleanupTime,
    image: row.imageUrl,
    category: row.category,
    popularity: row.popularity,
    blocksNeeded: blocksNeededFor(eventMinutes(row), blocks),
    translations: row.translations,
  };
}

export function toAdminPackageDto(row: EventPackageRow, blocks: HallBlockTimes): AdminEventPackageDto {
  return {
    ...toPackageDto(row, blocks),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a request keeps of its package: its prices and limits as they were when asked. */
export function packageCopyOf(row: EventPackageRow): EventPackageCopy {
  return {
    name: row.name,
    nameAm: row.translations.am?.name ?? null,
    basePriceCents: centsOf(row.basePrice),
    pricePerPersonCents: centsOf(row.pricePerPerson),
    rentalTaxable: row.rentalTaxable,
    minGuests: row.minGuests,
    maxGuests: row.maxGuests,
    setupTime: row.setupTime,
    duration: row.duration,
    cleanupTime: row.cleanupTime,
  };
}
