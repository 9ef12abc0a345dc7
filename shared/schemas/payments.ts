import { z } from 'zod';
import { msg } from '../messages/message';
import { moneyString, requiredText } from './common';

/** POST /api/admin/payments/:id/refund: part of what is left (`amount`), or all of it. */
export const refundSchema = z
  .object({
    amount: moneyString(msg('payments.refundAmount')).optional(),
    reason: requiredText(msg('payments.refundReason'), 300),
  })
  .strict();
export type RefundInput = z.infer<typeof refundSchema>;
export type RefundValues = z.input<typeof refundSchema>;
