import { and, eq } from 'drizzle-orm';
import { giftCardRequests, payments } from '../db/schema';

/** A gift card request's online payment: purpose `gift_card`, the request as its subject. */
export const paymentOfRequest = and(eq(payments.purpose, 'gift_card'), eq(payments.subjectId, giftCardRequests.id));
