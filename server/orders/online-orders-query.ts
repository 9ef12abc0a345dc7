import { z } from 'zod';
import { msg } from '@shared/messages/message';
import { ORDER_STATUSES, type OrderStatus } from '@shared/ordering-constants';
import { isoDate } from '@shared/schemas/common';

/**
 * GET /api/admin/online-orders: `date` (YYYY-MM-DD) lists that day's orders instead of today's
 * and every open one; `status` keeps only orders in that status (or several, "pending,accepted").
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
});
export type OnlineOrdersQuery = z.output<typeof onlineOrdersQuerySchema>;
