import type { z } from 'zod';
import { effectiveTaxRate } from '@shared/ordering';
import type { orderingSettingsSchema } from '@shared/schemas/ordering';

export type OrderingFormValues = z.input<typeof orderingSettingsSchema>;

export type OrderingNumberField =
  | 'prepMinutes'
  | 'busyExtraMinutes'
  | 'slotLoadCapacity'
  | 'lastPickupBeforeCloseMinutes'
  | 'daysAhead';

/** The rate an order would pay with the values being edited, or null while the rate is not a valid percent. */
export function previewTaxRate(taxRate: string | undefined, downtownTax: boolean | undefined): string | null {
  const rate = (taxRate ?? '').trim();
  if (!/^\d{1,2}(\.\d{1,3})?$/.test(rate)) return null;
  return effectiveTaxRate({ taxRate: rate, downtownTax: downtownTax ?? false }).replace(/\.?0+$/, '');
}
