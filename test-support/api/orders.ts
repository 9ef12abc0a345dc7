import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@shared/ordering-constants';
import type { Database } from '../../server/db/client';
import { onlineOrderHistory, onlineOrderLineOptions, onlineOrderLines, onlineOrders } from '../../server/db/schema';

type OrderRow = typeof onlineOrders.$inferInsert;

export interface TestOrderLine {
  name: string;
  quantity: number;
  unitPrice: string;
  note?: string | null;
  translations?: { am?: { name: string } };
  options?: { groupName: string; name: string; translations?: { am?: { name: string; groupName?: string } } }[];
  menuItemId?: number | null;
}

const DEFAULT_LINES: TestOrderLine[] = [
  {
    name: 'Doro Wot',
    quantity: 2,
    unitPrice: '18.00',
    translations: { am: { name: 'ዶሮ ወጥ' } },
    options: [
      { groupName: 'Spice level', name: 'Mild', translations: { am: { name: 'ለስላሳ', groupName: 'የቅመም መጠን' } } },
    ],
  },
  { name: 'Sambusa', quantity: 1, unitPrice: '6.50', note: 'Extra napkins' },
];

const cents = (money: string) => Math.round(Number(money) * 100);
const dollars = (amount: number) => (amount / 100).toFixed(2);

/**
 * An online order as placing one stores it: the row with its next order number, its lines with
 * their options, and a "pending" history entry (or one per status up to `status`). Totals follow
 * the lines at 9.025% tax. For tests that need orders without going through the public form.
 */
export async function insertTestOrder(
  db: Database,
  fields: Partial<OrderRow> & { lines?: TestOrderLine[] } = {},
): Promise<typeof onlineOrders.$inferSelect> {
  const { lines = DEFAULT_LINES, ...row } = fields;
  const subtotal = lines.reduce((sum, line) => sum + cents(line.unitPrice) * line.quantity, 0);
  const tax = Math.round((subtotal * 9.025) / 100);
  return db.transaction(async (tx) => {
    const [{ number }] = (
      (await tx.execute(sql`select nextval('online_order_number_seq')::text as number`)) as unknown as {
        rows: { number: string }[];
      }
    ).rows as [{ number: string }];
    const createdAt = row.createdAt ?? new Date();
    const [order] = await tx
      .insert(onlineOrders)
      .values({
        orderNumber: number,
        customerName: 'Abebe Girma',
        phone: '(612) 555-0170',
        email: `diner-${number}@diner.example`,
        orderType: 'pickup',
        items: lines.map((line) => `${line.quantity}x ${line.name}`).join(', '),
        subtotal: dollars(subtotal),
        tax: dollars(tax),
        taxRate: '9.025',
        total: dollars(subtotal + tax),
        paymentMethod: 'pay_at_pickup',
        kitchenLoad: lines.reduce((sum, line) => sum + line.quantity, 0),
        createdAt,
        ...row,
      })
      .returning();
    for (const [position, line] of lines.entries()) {
      const [stored] = await tx
        .insert(onlineOrderLines)
        .values({
          orderId: order!.id,
          position,
          menuItemId: line.menuItemId ?? null,
          name: line.name,
          translations: line.translations ?? {},
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          lineTotal: dollars(cents(line.unitPrice) * line.quantity),
          note: line.note ?? null,
        })
        .returning({ id: onlineOrderLines.id });
      for (const [index, option] of (line.options ?? []).entries()) {
        await tx.insert(onlineOrderLineOptions).values({
          lineId: stored!.id,
          position: index,
          groupName: option.groupName,
          name: option.name,
          translations: option.translations ?? {},
        });
      }
    }
    await tx.insert(onlineOrderHistory).values({ orderId: order!.id, status: 'pending', at: createdAt });
    const status = order!.status as OrderStatus;
    if (status !== 'pending') await tx.insert(onlineOrderHistory).values({ orderId: order!.id, status, at: createdAt });
    return order!;
  });
}
