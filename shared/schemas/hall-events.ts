import { z } from 'zod';
import { SITE_LANGUAGES, type SiteLanguage } from '../language-path';
import {
  EVENT_BOOKING_STATUSES,
  EVENT_LOST_REASONS,
  EVENT_PAYMENT_METHODS,
  EVENT_PAYMENT_PARTS,
  HALL,
  HALL_ADD_ON_KEYS,
  HALL_BLOCKS,
  PROPOSAL_LINE_KINDS,
  type EventBookingStatus,
  type EventLostReason,
  type EventPaymentMethod,
  type EventPaymentPart,
  type HallAddOnKey,
  type HallBlock,
  type HallBlockState,
  type ProposalLineKind,
} from '../hall-events';
import {
  clockTime,
  emailField,
  imagePath,
  isoDate,
  isoMonth,
  moneyString,
  optionalText,
  personName,
  phoneField,
  requiredText,
} from './common';
import { msg } from '../messages/message';

/** Limits well inside the database's int4 cents, each refused with its own message. */
export const HALL_MONEY_LIMITS = {
  amount: 1_000_000,
  unitPrice: 1_000_000,
  proposalTotal: 1_000_000,
  basePrice: 100_000,
  pricePerPerson: 10_000,
};
const atMost = (dollars: number) => ({
  cents: dollars * 100,
  message: msg('hall.amountMax', { max: dollars.toLocaleString('en-US') }),
});

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

// ---------------------------------------------------------------- the hall's settings

const blockTimes = z
  .object({ start: clockTime(msg('hall.blockTime')), end: clockTime(msg('hall.blockTime')) })
  .refine((times) => times.start < times.end, { message: msg('hall.blockOrder'), path: ['end'] });

/** What the owner tunes about the hall: its blocks, holds, deposits, deadlines and policy. */
export const hallSettingsSchema = z
  .object({
    blocks: z.object({ morning: blockTimes, afternoon: blockTimes, evening: blockTimes }),
    /** Requests are taken from this many days ahead; sooner, the client calls the hall. */
    leadDays: wholeNumber(0, 365, msg('hall.settingNumber', { min: 0, max: 365 })),
    /** A request holds its block only until the client confirms it through the emailed link. */
    confirmByEmail: z.boolean(),
    unconfirmedHoldMinutes: wholeNumber(5, 1440, msg('hall.settingNumber', { min: 5, max: 1440 })),
    confirmedHoldHours: wholeNumber(1, 720, msg('hall.settingNumber', { min: 1, max: 720 })),
    proposalValidDays: wholeNumber(1, 60, msg('hall.settingNumber', { min: 1, max: 60 })),
    depositPercent: wholeNumber(0, 100, msg('hall.settingNumber', { min: 0, max: 100 })),
    depositDueDays: wholeNumber(1, 60, msg('hall.settingNumber', { min: 1, max: 60 })),
    depositReminderDaysBefore: wholeNumber(0, 30, msg('hall.settingNumber', { min: 0, max: 30 })),
    finalCountDaysBefore: wholeNumber(1, 90, msg('hall.settingNumber', { min: 1, max: 90 })),
    balanceDaysBefore: wholeNumber(0, 90, msg('hall.settingNumber', { min: 0, max: 90 })),
    /** The cancellation policy a client agrees to when accepting, in each language. */
    cancellationPolicy: z.object({
      en: requiredText(msg('hall.policyRequired'), 4000, 'multi'),
      am: optionalText(4000, 'multi'),
    }),
  })
  .refine((settings) => settings.blocks.morning.end <= settings.blocks.afternoon.start, {
    message: msg('hall.blocksOverlap'),
    path: ['blocks', 'afternoon', 'start'],
  })
  .refine((settings) => settings.blocks.afternoon.end <= settings.blocks.evening.start, {
    message: msg('hall.blocksOverlap'),
    path: ['blocks', 'evening', 'start'],
  });
export type HallSettings = z.infer<typeof hallSettingsSchema>;

/** What managers read and edit: the settings, and the policy's version (raised by each change of its text). */
export interface HallSettingsDto extends HallSettings {
  policyVersion: number;
}

// ---------------------------------------------------------------- packages

const textList = (max: number) =>
  z
    .array(requiredText(msg('hall.listItem'), 200))
    .max(max, msg('hall.listTooLong', { max }))
    .default([]);

export const packageTranslationsSchema = z
  .object({
    am: z
      .object({
        name: optionalText(120),
        shortDescription: optionalText(300),
        description: optionalText(4000, 'multi'),
        features: z.array(z.string().trim().max(200)).max(30).optional(),
        services: z.array(z.string().trim().max(200)).max(30).optional(),
      })
      .partial()
      .optional(),
  })
  .default({});
export type PackageTranslations = z.infer<typeof packageTranslationsSchema>;

const minutes = (message: string) => wholeNumber(0, 24 * 60, message);

/** A manager's package; `image` is the package's picture, a path from the image library. */
export const eventPackageSchema = z
  .object({
    name: requiredText(msg('hall.packageNameRequired'), 120),
    shortDescription: requiredText(msg('hall.shortDescriptionRequired'), 300),
    description: optionalText(4000, 'multi').transform((value) => value ?? ''),
    minGuests: wholeNumber(HALL.minGuests, HALL.maxGuests, msg('hall.packageGuests', { max: HALL.maxGuests })),
    maxGuests: wholeNumber(HALL.minGuests, HALL.maxGuests, msg('hall.packageGuests', { max: HALL.maxGuests })),
    basePrice: moneyString(msg('hall.basePriceRequired'), {
      min: { cents: 0, message: msg('field.moneyMin') },
      max: atMost(HALL_MONEY_LIMITS.basePrice),
    }),
    pricePerPerson: moneyString(msg('hall.pricePerPersonRequired'), {
      min: { cents: 0, message: msg('field.moneyMin') },
      max: atMost(HALL_MONEY_LIMITS.pricePerPerson),
    }),
    /** The room rental (base price) is taxed only when the owner marks it so. */
    rentalTaxable: z.boolean().default(false),
    features: textList(30),
    services: textList(30),
    drinks: textList(30),
    foodOptions: textList(30),
    decorations: textList(30),
    entertainment: textList(30),
    duration: minutes(msg('hall.minutes')).refine((value) => value >= 30, msg('hall.minutes')),
    setupTime: minutes(msg('hall.minutes')),
    cleanupTime: minutes(msg('hall.minutes')),
    image: imagePath(msg('hall.image')),
    category: optionalText(60).transform((value) => value ?? 'celebration'),
    popularity: wholeNumber(0, 1000, msg('hall.popularity')).default(0),
    isActive: z.boolean().default(true),
    translations: packageTranslationsSchema,
  })
  .refine((pkg) => pkg.minGuests <= pkg.maxGuests, { message: msg('hall.guestOrder'), path: ['maxGuests'] });
export type EventPackageInput = z.infer<typeof eventPackageSchema>;
export type EventPackageFormValues = z.input<typeof eventPackageSchema>;

/** A package as the public reads it (`GET /api/event-packages`); money as "500.00". */
export interface EventPackageDto {
  id: number;
  name: string;
  shortDescription: string;
  description: string;
  minGuests: number;
  maxGuests: number;
  basePrice: string;
  pricePerPerson: string;
  rentalTaxable: boolean;
  features: string[];
  services: string[];
  drinks: string[];
  foodOptions: string[];
  decorations: string[];
  entertainment: string[];
  duration: number;
  setupTime: number;
  cleanupTime: number;
  image: string | null;
  category: string;
  popularity: number;
  /** Consecutive blocks the package takes; 0 when it fits no day of the hall's blocks. */
  blocksNeeded: number;
  translations: PackageTranslations;
}

/** The back office's copy adds what the public never sees. */
export interface AdminEventPackageDto extends EventPackageDto {
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------- the calendar

export const hallMonthQuerySchema = z.object({ month: isoMonth(msg('field.monthRequired')) });

export interface HallDayDto {
  date: string;
  /** Requests are taken for this date: inside the lead time and past the horizon they are not. */
  bookable: boolean;
  blocks: { block: HallBlock; state: HallBlockState }[];
}
export interface HallAvailabilityDto {
  month: string;
  days: HallDayDto[];
}

/** A closure of the hall alone: whole days, or some of their blocks. */
export const hallClosureSchema = z
  .object({
    startDate: isoDate(msg('field.dateRequired')),
    endDate: isoDate(msg('field.dateRequired')),
    /** Empty: the whole day. */
    blocks: z.array(z.enum(HALL_BLOCKS)).max(3).default([]),
    label: requiredText(msg('hall.closureLabel'), 120),
  })
  .refine((closure) => closure.startDate <= closure.endDate, { message: msg('hall.closureOrder'), path: ['endDate'] });
export type HallClosureInput = z.infer<typeof hallClosureSchema>;
export interface HallClosureDto extends HallClosureInput {
  id: number;
}

// ---------------------------------------------------------------- a request

const languageField = z.enum(SITE_LANGUAGES).optional();

export const eventRequestSchema = z.object({
  packageId: z
    .number({ error: msg('hall.packageRequired') })
    .int(msg('hall.packageRequired'))
    .positive(msg('hall.packageRequired')),
  firstName: personName(msg('field.firstNameRequired')),
  lastName: personName(msg('field.lastNameRequired')),
  email: emailField(),
  phone: phoneField(),
  eventDate: isoDate(msg('field.dateRequired')),
  blocks: z
    .array(z.enum(HALL_BLOCKS, { error: msg('hall.blocksRequired') }), { error: msg('hall.blocksRequired') })
    .min(1, msg('hall.blocksRequired'))
    .max(HALL_BLOCKS.length, msg('hall.blocksRequired'))
    .refine((blocks) => new Set(blocks).size === blocks.length, msg('hall.blocksRequired')),
  guestCount: wholeNumber(1, 100_000, msg('hall.guestsRequired')),
  specialRequests: optionalText(2000, 'multi'),
  dietaryRestrictions: optionalText(1000, 'multi'),
  accessibilityNeeds: optionalText(1000, 'multi'),
  decorationPreferences: optionalText(1000, 'multi'),
  musicPreferences: optionalText(1000, 'multi'),
  additionalServices: z
    .array(z.enum(HALL_ADD_ON_KEYS))
    .max(HALL_ADD_ON_KEYS.length)
    .default([])
    .transform((keys) => [...new Set(keys)]),
  language: languageField,
  // Honeypot: people never see this field, bots fill it in.
  website: z.string().max(500).optional(),
});
export type EventRequestInput = z.infer<typeof eventRequestSchema>;
export type EventRequestFormValues = z.input<typeof eventRequestSchema>;

/** Money strings with 2 decimals. */
export interface EventEstimateDto {
  subtotal: string;
  tax: string;
  total: string;
  deposit: string;
}

/** `POST /api/event-bookings`'s answer: never a token or a link. */
export interface EventRequestReceipt {
  id: number;
  status: 'tentative';
  holdExpiresAt: string;
  estimate: EventEstimateDto;
}

// ---------------------------------------------------------------- proposals

export const proposalLineSchema = z.object({
  kind: z.enum(PROPOSAL_LINE_KINDS),
  label: requiredText(msg('hall.lineLabel'), 200),
  labelAm: optionalText(200),
  quantity: wholeNumber(1, 10_000, msg('hall.lineQuantity')),
  unitPrice: moneyString(msg('hall.linePrice'), {
    min: { cents: 0, message: msg('field.moneyMin') },
    max: atMost(HALL_MONEY_LIMITS.unitPrice),
  }),
  taxable: z.boolean(),
  /** A dish chosen from the menu. */
  menuItemId: z.number().int().positive().optional().nullable(),
});
export type ProposalLineInput = z.infer<typeof proposalLineSchema>;

/** Staff's proposal: its lines (none: the estimate as it stands) and a note to the client. */
export const sendProposalSchema = z
  .object({
    lines: z.array(proposalLineSchema).max(HALL.maxProposalLines).optional(),
    message: optionalText(2000, 'multi'),
  })
  .strict();
export type SendProposalInput = z.infer<typeof sendProposalSchema>;

export interface ProposalLineDto {
  kind: ProposalLineKind;
  label: string;
  labelAm: string | null;
  quantity: number;
  unitPrice: string;
  amount: string;
  taxable: boolean;
  menuItemId: number | null;
}

export interface EventProposalDto {
  version: number;
  lines: ProposalLineDto[];
  subtotal: string;
  taxable: string;
  tax: string;
  total: string;
  deposit: string;
  validUntil: string;
  message: string | null;
  sentAt: string;
  acceptedAt: string | null;
  acceptedName: string | null;
  policy: string;
  policyVersion: number;
}

export const acceptProposalSchema = z
  .object({
    name: personName(msg('hall.acceptName'), 200),
    agree: z.literal(true, { error: msg('hall.agreeRequired') }),
    /** The version the client read: any but the newest is refused as superseded (without it, the newest is accepted). */
    version: z.number().int().positive().optional(),
  })
  .strict();
export const guestCountSchema = z
  .object({ guestCount: wholeNumber(1, HALL.maxGuests, msg('hall.guestsRequired')) })
  .strict();
export const payEventSchema = z
  .object({ part: z.enum(EVENT_PAYMENT_PARTS, { error: msg('hall.partRequired') }) })
  .strict();

/** The client's page (`GET /api/events/proposal/:token`): their event, the proposal, what is paid and due. */
export interface ClientEventDto {
  status: EventBookingStatus;
  firstName: string;
  packageName: string;
  packageNameAm: string | null;
  eventDate: string;
  blocks: HallBlock[];
  startTime: string;
  endTime: string;
  guestCount: number;
  language: SiteLanguage;
  proposal: EventProposalDto | null;
  /** Superseded by a newer proposal, or past its "valid until": it can no longer be accepted. */
  proposalState: 'open' | 'accepted' | 'expired' | 'superseded';
  paid: string;
  balanceDue: string;
  depositDue: string;
  depositDueDate: string | null;
  finalCountDueDate: string;
  balanceDueDate: string;
  guestCountChangeable: boolean;
  minGuests: number;
  maxGuests: number;
  payOnline: boolean;
  hallPhone: string;
  hallEmail: string;
}

/** `/events/request/:token`: what the client confirms. */
export interface EventRequestViewDto {
  status: EventBookingStatus;
  firstName: string;
  packageName: string;
  packageNameAm: string | null;
  eventDate: string;
  blocks: HallBlock[];
  guestCount: number;
  holdExpiresAt: string | null;
  confirmed: boolean;
  estimate: EventEstimateDto;
}

// ---------------------------------------------------------------- the back office

export const updateEventBookingSchema = z
  .object({
    firstName: personName(msg('field.firstNameRequired')).optional(),
    lastName: personName(msg('field.lastNameRequired')).optional(),
    email: emailField().optional(),
    phone: phoneField().optional(),
    guestCount: wholeNumber(1, HALL.maxGuests, msg('hall.guestsRequired')).optional(),
    specialRequests: optionalText(2000, 'multi'),
    dietaryRestrictions: optionalText(1000, 'multi'),
    accessibilityNeeds: optionalText(1000, 'multi'),
    decorationPreferences: optionalText(1000, 'multi'),
    musicPreferences: optionalText(1000, 'multi'),
    equipment: optionalText(1000, 'multi'),
    staffNotes: optionalText(4000, 'multi'),
    /** Staff add a note to the history. */
    note: optionalText(2000, 'multi'),
    /** Staff move a deposit's date (the overdue list's "extend"). */
    depositDueDate: isoDate(msg('field.dateRequired')).optional(),
  })
  .strict();
export type UpdateEventBookingInput = z.infer<typeof updateEventBookingSchema>;

export const eventStatusSchema = z
  .object({
    status: z.enum(EVENT_BOOKING_STATUSES, { error: msg('hall.statusRequired') }),
    reason: z.enum(EVENT_LOST_REASONS).optional(),
    note: optionalText(2000, 'multi'),
  })
  .strict();
export type EventStatusInput = z.infer<typeof eventStatusSchema>;

export const recordEventPaymentSchema = z
  .object({
    part: z.enum(EVENT_PAYMENT_PARTS, { error: msg('hall.partRequired') }),
    amount: moneyString(msg('hall.amountRequired'), { max: atMost(HALL_MONEY_LIMITS.amount) }),
    /** Taken outside the site: cash, a check, a card on the hall's own terminal, or other. */
    method: z.enum(EVENT_PAYMENT_METHODS, { error: msg('hall.methodRequired') }),
    note: optionalText(500),
  })
  .strict();
export type RecordEventPaymentInput = z.infer<typeof recordEventPaymentSchema>;

export const eventRefundSchema = z
  .object({
    /** The event payment given back (a card one goes back through Stripe). */
    paymentId: z
      .number({ error: msg('hall.paymentRequired') })
      .int()
      .positive(),
    amount: moneyString(msg('hall.amountRequired'), { max: atMost(HALL_MONEY_LIMITS.amount) }),
    reason: requiredText(msg('hall.refundReason'), 500),
  })
  .strict();
export type EventRefundInput = z.infer<typeof eventRefundSchema>;

export const eventBookingListQuerySchema = z.object({
  status: z.enum([...EVENT_BOOKING_STATUSES, 'overdue', 'upcoming', 'all']).optional(),
  month: isoMonth(msg('field.monthRequired')).optional(),
});

export interface EventPaymentDto {
  id: number;
  part: EventPaymentPart;
  method: EventPaymentMethod;
  amount: string;
  refunded: string;
  status: 'pending' | 'received' | 'expired';
  note: string | null;
  createdAt: string;
  recordedBy: string | null;
}

export interface EventHistoryDto {
  id: number;
  at: string;
  kind: 'status' | 'note' | 'proposal' | 'payment' | 'refund' | 'guests' | 'edit' | 'email';
  fromStatus: EventBookingStatus | null;
  toStatus: EventBookingStatus | null;
  note: string | null;
  actor: string | null;
}

export interface AdminEventBookingDto {
  id: number;
  status: EventBookingStatus;
  packageId: number | null;
  packageName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  eventDate: string;
  blocks: HallBlock[];
  startTime: string;
  endTime: string;
  guestCount: number;
  specialRequests: string | null;
  dietaryRestrictions: string | null;
  accessibilityNeeds: string | null;
  decorationPreferences: string | null;
  musicPreferences: string | null;
  additionalServices: HallAddOnKey[];
  equipment: string | null;
  staffNotes: string | null;
  language: SiteLanguage;
  holdExpiresAt: string | null;
  confirmedByClientAt: string | null;
  estimate: EventEstimateDto;
  proposal: EventProposalDto | null;
  paid: string;
  balanceDue: string;
  depositDueDate: string | null;
  depositPaidAt: string | null;
  overdue: boolean;
  finalCountDueDate: string;
  balanceDueDate: string;
  lostReason: EventLostReason | null;
  statusNote: string | null;
  createdAt: string;
  updatedAt: string;
  payments?: EventPaymentDto[];
  history?: EventHistoryDto[];
  /**
   * The detail's suggestion of what the cancellation policy gives back if the event were
   * cancelled today (the default policy's tiers: 90+ days all, 30–89 days half the deposit kept,
   * sooner the deposit kept); null without money paid.
   */
  policyRefund?: string | null;
}

/** The banquet event order's data: the event, its lines, and the day's timeline. */
export interface EventBeoDto {
  event: AdminEventBookingDto;
  hallName: string;
  lines: ProposalLineDto[];
  /** Wall-clock steps of the day: setup, the event, cleanup. */
  timeline: { step: 'setup' | 'event' | 'cleanup'; start: string; end: string }[];
  packageCopy: {
    name: string;
    setupTime: number;
    duration: number;
    cleanupTime: number;
    minGuests: number;
    maxGuests: number;
  };
}

/** The hall's settings on a new database, and whenever the stored copy is missing or damaged. */
export const DEFAULT_HALL_SETTINGS: HallSettingsDto = {
  blocks: {
    morning: { start: '09:00', end: '13:00' },
    afternoon: { start: '14:00', end: '18:00' },
    evening: { start: '19:00', end: '23:00' },
  },
  leadDays: 14,
  confirmByEmail: true,
  unconfirmedHoldMinutes: 30,
  confirmedHoldHours: 72,
  proposalValidDays: 7,
  depositPercent: 50,
  depositDueDays: 7,
  depositReminderDaysBefore: 2,
  finalCountDaysBefore: 10,
  balanceDaysBefore: 3,
  cancellationPolicy: {
    en:
      'Cancel 90 days or more before the event: the deposit is refunded in full. ' +
      'Cancel 30 to 89 days before: half the deposit is refunded. ' +
      'Cancel fewer than 30 days before: the deposit is kept, and payments beyond it are refunded.',
    am:
      'ከዝግጅቱ 90 ቀናት ወይም ከዚያ በፊት ቢሰርዙ፦ ቀብዱ ሙሉ በሙሉ ይመለሳል። ' +
      'ከ30 እስከ 89 ቀናት በፊት ቢሰርዙ፦ የቀብዱ ግማሽ ይመለሳል። ' +
      'ከ30 ቀናት ያነሰ ጊዜ ሲቀር ቢሰርዙ፦ ቀብዱ አይመለስም፤ ከቀብዱ በላይ የተከፈለው ይመለሳል።',
  },
  policyVersion: 1,
};

export const storedHallSettingsSchema = hallSettingsSchema.and(z.object({ policyVersion: z.number().int().min(1) }));

// ---------------------------------------------------------------- the hall's calendar and form (requests and holds)

/** A run of consecutive blocks of one date that a package may take. */
export interface HallRunDto {
  date: string;
  blocks: HallBlock[];
}

/** `GET /api/hall/info`: what the request form needs to know before a date is chosen. */
export interface HallInfoDto {
  leadDays: number;
  horizonMonths: number;
  blocks: Record<HallBlock, { start: string; end: string }>;
  confirmByEmail: boolean;
  /** The first and last dates a request may name, in the restaurant's time zone. */
  firstBookableDate: string;
  lastBookableDate: string;
  /** St. Paul's rate as a percent, "9.875". */
  taxRate: string;
  depositPercent: number;
  addOns: { key: HallAddOnKey; price: string; kind: 'service' | 'rental' }[];
}

/** Staff's month (`GET /api/admin/hall/calendar`): each block with the event that holds it. */
export interface HallCalendarBlockDto {
  block: HallBlock;
  state: HallBlockState;
  bookingId: number | null;
  name: string | null;
  status: EventBookingStatus | null;
  /** The closure's label on a closed block. */
  closure: string | null;
}
export interface HallCalendarDayDto {
  date: string;
  bookable: boolean;
  blocks: HallCalendarBlockDto[];
}
export interface HallCalendarDto {
  month: string;
  days: HallCalendarDayDto[];
}
