import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { onlineOrders } from '../db/schema';
import { giveBackOrderSpend } from '../gift-cards';
import type { OnlineOrderRow } from './order-read';

/**
 * An order that ends without food (rejected, cancelled, expired) gives its gift card part back,
 * through an `undo` of its redemption, once: the order records the outcome, and a card voided
 * since is recorded as not returned, for a manager. An order picked up, or not picked up (the
 * food was made), keeps it.
 */
export async function returnGiftCardPart(
  tx: Database,
  order: OnlineOrderRow,
  ended: 'rejected' | 'cancelled' | 'expired',
  now: Date,
): Promise<OnlineOrderRow> {
  if (order.giftCardRedemptionId === null || order.giftCardReturn !== null) return order;
  const outcome = await giveBackOrderSpend(
    tx,
    order.giftCardRedemptionId,
    `Online order #${order.orderNumber} ${ended}`,
    now,
  );
  const [updated] = await tx
    .update(onlineOrders)
    .set({ giftCardReturn: outcome })
    .where(eq(onlineOrders.id, order.id))
    .returning();
  return updated!;
}
