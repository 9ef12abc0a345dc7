import { z } from 'zod';
import { SITE_LANGUAGES, type SiteLanguage } from '../language-path';
import {
  CATERING,
  CATERING_EVENT_TYPES,
  CATERING_SERVICE_TYPES,
  CATERING_STATUSES,
  CATERING_URGENCIES,
  CONTACT_PREFERENCES,
  type CateringStatus,
} from '../catering-constants';
import {
  clockTime,
  emailField,
  isoDate,
  moneyString,
  optionalText,
  phoneField,
  personName,
  requiredText,
  typedText,
} from './common';
import { msg } from '../messages/message';

/** One line per item (a dish, a piece of equipment). */
const textList = z.array(typedText().min(1).max(200)).max(50).default([]);

export const cateringSchema = z.object({
  firstName: personName(msg('field.firstNameRequired')),
  lastName: personName(msg('field.lastNameRequired')),
  email: emailField(),
  phone: phoneField(),
  company: optionalText(200),
  eventType: z.enum(CATERING_EVENT_TYPES, { error: msg('catering.eventTypeRequired') }),
  eventDate: isoDate(msg('catering.eventDateRequired')),
  eventTime: clockTime(msg('catering.eventTimeRequired')),
  guestCount: z
    .number({ error: msg('catering.minGuests') })
    .int(msg('catering.guestsWhole'))
    .min(CATERING.minGuests, msg('catering.minGuests'))
    .max(CATERING.maxGuests, msg('catering.maxGuests')),
  deliveryAddress: requiredText(msg('catering.addressRequired'), 500, 'multi'),
  serviceType: z.enum(CATERING_SERVICE_TYPES, { error: msg('catering.serviceTypeRequired') }),
  menuSelections: textList,
  dietaryRestrictions: optionalText(1000, 'multi'),
  specialRequests: optionalText(2000, 'multi'),
  setupRequired: z.boolean().default(false),
  equipmentNeeded: textList,
  totalEstimatedCost: moneyString(msg('field.money')).optional().nullable(),
  budgetRange: optionalText(100),
  contactPreference: z.enum(CONTACT_PREFERENCES).default('email'),
  urgency: z.enum(CATERING_URGENCIES).default('standard'),
  customerNotes: optionalText(2000, 'multi'),
  status: z.enum(CATERING_STATUSES).default('pending'),
  quotedAmount: moneyString(msg('field.money')).optional().nullable(),
  adminNotes: optionalText(2000, 'multi'),
  /** The language the client reads (the site's when they wrote online); the emails to them use it. */
  language: z.enum(SITE_LANGUAGES).optional(),
});

/**
 * The full form of PUT /api/catering/{id}. Without `status` the order keeps the one it has: a
 * form that leaves the field out must not quietly send a confirmed order back to pending.
 */
export const updateCateringSchema = cateringSchema.extend({
  status: z.enum(CATERING_STATUSES).optional(),
});

/** The public catering inquiry: staff-only fields are not accepted from diners. */
export const publicCateringRequestSchema = cateringSchema
  .omit({ status: true, quotedAmount: true, adminNotes: true })
  .extend({
    website: z.string().max(500).optional(),
  });

/** PUT /api/catering/{id} takes the full form, or only `{ status }`. */
export const cateringStatusSchema = z.object({ status: z.enum(CATERING_STATUSES) }).strict();

export const sendQuoteSchema = z.object({
  quotedAmount: moneyString(msg('catering.quoteRequired')),
  adminNotes: optionalText(2000, 'multi'),
});

export type CateringInput = z.infer<typeof cateringSchema>;
export type CateringFormValues = z.input<typeof cateringSchema>;
export type UpdateCateringInput = z.infer<typeof updateCateringSchema>;
export type PublicCateringRequestInput = z.infer<typeof publicCateringRequestSchema>;
export type CateringStatusInput = z.infer<typeof cateringStatusSchema>;
export type SendQuoteInput = z.infer<typeof sendQuoteSchema>;

/** A catering order as the admin API returns it; money is a decimal string, times are ISO strings. */
export interface CateringOrderDto {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string | null;
  eventType: string;
  /** YYYY-MM-DD in the restaurant's time zone. */
  eventDate: string;
  /** HH:mm, 24-hour, in the restaurant's time zone. */
  eventTime: string;
  guestCount: number;
  deliveryAddress: string;
  serviceType: (typeof CATERING_SERVICE_TYPES)[number];
  menuSelections: string[];
  dietaryRestrictions: string | null;
  specialRequests: string | null;
  setupRequired: boolean;
  equipmentNeeded: string[];
  totalEstimatedCost: string | null;
  budgetRange: string | null;
  contactPreference: (typeof CONTACT_PREFERENCES)[number];
  urgency: (typeof CATERING_URGENCIES)[number];
  customerNotes: string | null;
  status: CateringStatus;
  quotedAmount: string | null;
  adminNotes: string | null;
  quoteSent: boolean;
  quoteSentAt: string | null;
  /** The language the client reads (the site's when they wrote online, staff's choice otherwise); their emails use it. */
  language: SiteLanguage;
  createdAt: string;
  updatedAt: string;
}

/** What POST /api/catering-requests answers: enough to say "received", nothing personal. */
export interface CateringRequestReceipt {
  id: number;
  status: CateringStatus;
  createdAt: string;
}
