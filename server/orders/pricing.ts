import { asc, inArray } from 'drizzle-orm';
import { centsOf, dollarsOf } from '@shared/money';
import { msg } from '@shared/messages/message';
import type { OrderLineDto, OrderLineInput } from '@shared/schemas/ordering';
import type { Database } from '../db/client';
import { menuItemOptions, menuItemOptionValues, menuItems } from '../db/schema';
import { AppError } from '../errors';

type Dish = typeof menuItems.$inferSelect;
type OptionGroup = typeof menuItemOptions.$inferSelect;
type OptionValue = typeof menuItemOptionValues.$inferSelect;

/** One option chosen on a line, as it is stored with the order. */
export interface PricedOption {
  optionId: number;
  valueId: number;
  groupName: string;
  name: string;
  translations: { am?: { name: string; groupName?: string } };
  priceDelta: string;
}

/** A cart line priced by the server: what the diner sees, and what the order stores and counts. */
export interface PricedLine {
  dto: OrderLineDto;
  menuItemId: number;
  kitchenLoad: number;
  chosen: PricedOption[];
}

export interface PricedCart {
  lines: PricedLine[];
  subtotalCents: number;
  /** Load units of the whole order: each line's quantity × its dish's kitchen load. */
  kitchenLoad: number;
  /** "2x Doro Wot, 1x Sambusa". */
  summary: string;
}

interface Menu {
  dishes: Map<number, Dish>;
  groups: Map<number, OptionGroup[]>;
  values: Map<number, OptionValue[]>;
}

async function readMenu(db: Database, dishIds: number[]): Promise<Menu> {
  const dishRows = await db.select().from(menuItems).where(inArray(menuItems.id, dishIds));
  const groupRows = await db
    .select()
    .from(menuItemOptions)
    .where(inArray(menuItemOptions.menuItemId, dishIds))
    .orderBy(asc(menuItemOptions.position), asc(menuItemOptions.id));
  const valueRows =
    groupRows.length === 0
      ? []
      : await db
          .select()
          .from(menuItemOptionValues)
          .where(
            inArray(
              menuItemOptionValues.optionId,
              groupRows.map((group) => group.id),
            ),
          )
          .orderBy(asc(menuItemOptionValues.position), asc(menuItemOptionValues.id));
  const groups = new Map<number, OptionGroup[]>();
  for (const group of groupRows) groups.set(group.menuItemId, [...(groups.get(group.menuItemId) ?? []), group]);
  const values = new Map<number, OptionValue[]>();
  for (const value of valueRows) values.set(value.optionId, [...(values.get(value.optionId) ?? []), value]);
  return { dishes: new Map(dishRows.map((dish) => [dish.id, dish])), groups, values };
}

/** Why a dish cannot be ordered now, or null. */
function dishProblem(dish: Dish | undefined, today: string): string | null {
  if (!dish) return msg('ordering.dishGone');
  if (!dish.orderableOnline) return msg('ordering.dishNotForPickup', { dish: dish.name });
  if (!dish.available) return msg('ordering.dishUnavailable', { dish: dish.name });
  if (dish.soldOutOn === today) return msg('ordering.dishSoldOut', { dish: dish.name });
  return null;
}

/**
 * The values chosen for each of the dish's option groups. A group the diner left out takes its
 * default values (so a required group with a default may be left out); then every group must
 * hold from its minimum to its maximum of its own values.
 */
function chooseOptions(
  dish: Dish,
  line: OrderLineInput,
  menu: Menu,
): { chosen: PricedOption[]; deltaCents: number } | { problem: string } {
  const groups = menu.groups.get(dish.id) ?? [];
  const sent = new Map<number, number[]>();
  for (const option of line.options ?? []) {
    if (sent.has(option.optionId) || !groups.some((group) => group.id === option.optionId))
      return { problem: msg('ordering.optionNotOffered', { dish: dish.name }) };
    sent.set(option.optionId, option.valueIds);
  }
  const chosen: PricedOption[] = [];
  let deltaCents = 0;
  for (const group of groups) {
    const values = menu.values.get(group.id) ?? [];
    const ids = sent.get(group.id) ?? values.filter((value) => value.isDefault).map((value) => value.id);
    if (new Set(ids).size !== ids.length) return { problem: msg('ordering.optionNotOffered', { dish: dish.name }) };
    const picked = ids.map((id) => values.find((value) => value.id === id));
    if (picked.some((value) => value === undefined))
      return { problem: msg('ordering.optionNotOffered', { dish: dish.name }) };
    if (ids.length < group.minChoices)
      return { problem: msg('ordering.optionTooFew', { dish: dish.name, group: group.name, min: group.minChoices }) };
    if (ids.length > group.maxChoices)
      return { problem: msg('ordering.optionTooMany', { dish: dish.name, group: group.name, max: group.maxChoices }) };
    for (const value of picked as OptionValue[]) {
      deltaCents += centsOf(value.priceDelta);
      const am = value.translations.am;
      const groupAm = group.translations.am;
      chosen.push({
        optionId: group.id,
        valueId: value.id,
        groupName: group.name,
        name: value.name,
        translations: am ? { am: { name: am.name, ...(groupAm ? { groupName: groupAm.name } : {}) } } : {},
        priceDelta: value.priceDelta,
      });
    }
  }
  return { chosen, deltaCents };
}

/**
 * Prices a cart from the menu as it is now, in cents: each dish must exist, be available, not be
 * sold out today (`today`, the restaurant's date) and be offered for pickup, and its options must
 * be its own. Anything the client sent as a price is never read. Refusals name the dish, by line.
 */
export async function priceCart(db: Database, items: readonly OrderLineInput[], today: string): Promise<PricedCart> {
  const menu = await readMenu(db, [...new Set(items.map((item) => item.menuItemId))]);
  const fieldErrors: Record<string, string[]> = {};
  const lines: PricedLine[] = [];
  let subtotalCents = 0;
  let kitchenLoad = 0;
  items.forEach((item, index) => {
    const dish = menu.dishes.get(item.menuItemId);
    const problem = dishProblem(dish, today);
    if (problem || !dish) {
      fieldErrors[`items.${index}.menuItemId`] = [problem ?? msg('ordering.dishGone')];
      return;
    }
    const options = chooseOptions(dish, item, menu);
    if ('problem' in options) {
      fieldErrors[`items.${index}.options`] = [options.problem];
      return;
    }
    const unitCents = centsOf(dish.price) + options.deltaCents;
    const lineCents = unitCents * item.quantity;
    subtotalCents += lineCents;
    kitchenLoad += dish.kitchenLoad * item.quantity;
    lines.push({
      menuItemId: dish.id,
      kitchenLoad: dish.kitchenLoad,
      chosen: options.chosen,
      dto: {
        menuItemId: dish.id,
        name: dish.name,
        translations: dish.translations.am?.name ? { am: { name: dish.translations.am.name } } : {},
        quantity: item.quantity,
        options: options.chosen.map(({ name, groupName, translations }) => ({ name, groupName, translations })),
        unitPrice: dollarsOf(unitCents),
        lineTotal: dollarsOf(lineCents),
        note: item.note ?? null,
      },
    });
  });
  if (Object.keys(fieldErrors).length > 0) throw AppError.invalid(fieldErrors);
  const summary = lines.map((line) => `${line.dto.quantity}x ${line.dto.name}`).join(', ');
  return { lines, subtotalCents, kitchenLoad, summary };
}
