import { asc, eq, inArray } from 'drizzle-orm';
import type { OptionGroupInput } from '@shared/schemas/menu';
import type { MenuItemOptionDto } from '@shared/schemas/ordering';
import type { Database } from '../db/client';
import { menuItemOptions, menuItemOptionValues } from '../db/schema';

/**
 * The option groups of the given dishes, by dish id, each group with its values in order. One
 * statement for every dish together, however many there are.
 */
export async function readOptionsByItem(
  db: Pick<Database, 'select'>,
  itemIds: readonly number[],
): Promise<Map<number, MenuItemOptionDto[]>> {
  const byItem = new Map<number, MenuItemOptionDto[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({ group: menuItemOptions, value: menuItemOptionValues })
    .from(menuItemOptions)
    .innerJoin(menuItemOptionValues, eq(menuItemOptionValues.optionId, menuItemOptions.id))
    .where(inArray(menuItemOptions.menuItemId, [...new Set(itemIds)]))
    .orderBy(
      asc(menuItemOptions.menuItemId),
      asc(menuItemOptions.position),
      asc(menuItemOptions.id),
      asc(menuItemOptionValues.position),
      asc(menuItemOptionValues.id),
    );
  let current: MenuItemOptionDto | undefined;
  for (const { group, value } of rows) {
    if (current?.id !== group.id) {
      current = {
        id: group.id,
        name: group.name,
        translations: group.translations,
        required: group.minChoices >= 1,
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        values: [],
      };
      const groups = byItem.get(group.menuItemId) ?? [];
      groups.push(current);
      byItem.set(group.menuItemId, groups);
    }
    current.values.push({
      id: value.id,
      name: value.name,
      translations: value.translations,
      priceDelta: value.priceDelta,
      isDefault: value.isDefault,
    });
  }
  return byItem;
}

/** Replaces every option group of a dish with `groups`, inside the caller's transaction. */
export async function replaceOptions(tx: Database, itemId: number, groups: readonly OptionGroupInput[]): Promise<void> {
  // Values go with their group (on delete cascade).
  await tx.delete(menuItemOptions).where(eq(menuItemOptions.menuItemId, itemId));
  await insertOptions(tx, itemId, groups);
}

export async function insertOptions(tx: Database, itemId: number, groups: readonly OptionGroupInput[]): Promise<void> {
  if (groups.length === 0) return;
  const inserted = await tx
    .insert(menuItemOptions)
    .values(
      groups.map((group, position) => ({
        menuItemId: itemId,
        position,
        name: group.name,
        translations: group.translations ?? {},
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
      })),
    )
    .returning({ id: menuItemOptions.id, position: menuItemOptions.position });
  const idOf = new Map(inserted.map((row) => [row.position, row.id]));
  await tx.insert(menuItemOptionValues).values(
    groups.flatMap((group, groupPosition) =>
      group.values.map((value, position) => ({
        optionId: idOf.get(groupPosition)!,
        position,
        name: value.name,
        translations: value.translations ?? {},
        priceDelta: value.priceDelta,
        isDefault: value.isDefault,
      })),
    ),
  );
}

/** A short account of the groups for the audit log: "Spice level (1–1): Mild, Medium, Hot". */
export function describeOptions(groups: readonly OptionGroupInput[]): string[] {
  return groups.map(
    (group) =>
      `${group.name} (${group.minChoices}–${group.maxChoices}): ${group.values.map((value) => value.name).join(', ')}`,
  );
}
