import { z } from 'zod';
import { msg } from '@shared/messages/message';
import { ORDER_STATUSES, ORDERING, type OrderStatus } from '@shared/ordering-constants';
import { isoDate } from '@shared/schemas/common';

const SEARCH_MESSAGE = msg('ordering.search', { max: ORDERING.maxSearchLength });

/**
 * GET /api/admin/online-orders: `date` (YYYY-MM-DD) lists that day's orders instead of today's
 * and every open one; `status` keeps only orders in that status (or several, "pending,accepted");
 * `q` searches every day's orders (or `date`'s) by order number, the diner's name or phone digits.
 */
export const onlineOrdersQuerySchema = z.object({
  date: isoDate(msg('field.dateRequired')).optional(),
  status: z
    .string({ error: msg('ordering.statusFilter') })
    .trim()
    .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))])
    .refine(
      (values) => values.every((value) => (ORDER_STATUSES as readonly string[]).includes(value)),
      msg('ordering.statusFilter'),
    )
    .transform((values) => values as OrderStatus[])
    .optional(),
  // A blank search is no search.
  q: z
    .string({ error: SEARCH_MESSAGE })
    .trim()
    .max(ORDERING.maxSearchLength, SEARCH_MESSAGE)
    .transform((value) => value || undefined)
    .optional(),
});
export type OnlineOrdersQuery = z.output<typeof onlineOrdersQuerySchema>;

/** GET /api/admin/online-orders/export: the pickup date whose orders the spreadsheet lists. */
export const onlineOrdersExportQuerySchema = z.object({
  date: isoDate(msg('field.dateRequired')),
});
