import { and, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { onlineOrderLines, onlineOrders } from '../db/schema';
import { countRows, daysBefore, type NightlyTask, SENDER_ADDRESS_DAYS } from '../jobs/housekeeping';

/** The order's pickup, or its placing when it has none. */
const orderDay = sql`coalesce(${onlineOrders.pickupAt}, ${onlineOrders.createdAt})`;

/**
 * The online orders' nightly task: after `retentionDays` (ORDER_PII_RETENTION_DAYS) an order keeps
 * its totals, lines and times for the figures but no longer who ordered; the address it came from
 * is forgotten two days after its pickup.
 */
export function forgetOldOrderData(db: Database, retentionDays: number): NightlyTask {
  return async (now) => {
    const cutoff = daysBefore(now, retentionDays);
    const old = lt(orderDay, cutoff);
    const lineNotes = await countRows(
      db
        .update(onlineOrderLines)
        .set({ note: null })
        .where(
          and(
            isNotNull(onlineOrderLines.note),
            inArray(onlineOrderLines.orderId, db.select({ id: onlineOrders.id }).from(onlineOrders).where(old)),
          ),
        )
        .returning({ id: onlineOrderLines.id }),
    );
    const orderPersonalData = await countRows(
      db
        .update(onlineOrders)
        .set({
          customerName: '',
          phone: '',
          email: null,
          deliveryAddress: null,
          specialInstructions: null,
          adminNotes: null,
        })
        .where(
          and(
            old,
            or(
              sql`${onlineOrders.customerName} <> ''`,
              sql`${onlineOrders.phone} <> ''`,
              isNotNull(onlineOrders.email),
              isNotNull(onlineOrders.deliveryAddress),
              isNotNull(onlineOrders.specialInstructions),
              isNotNull(onlineOrders.adminNotes),
            ),
          ),
        )
        .returning({ id: onlineOrders.id }),
    );
    const orderAddresses = await countRows(
      db
        .update(onlineOrders)
        .set({ fromIp: null })
        .where(and(isNotNull(onlineOrders.fromIp), lt(orderDay, daysBefore(now, SENDER_ADDRESS_DAYS))))
        .returning({ id: onlineOrders.id }),
    );
    return { orderPersonalData, orderLineNotes: lineNotes, orderAddresses };
  };
}
