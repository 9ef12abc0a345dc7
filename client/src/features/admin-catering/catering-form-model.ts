import { CATERING } from '@shared/catering-constants';
import type {
  CateringFormValues,
  CateringInput,
  CateringOrderDto,
  UpdateCateringInput,
} from '@shared/schemas/catering';

/** The three tabs of the add/edit dialog, in the order they are shown. */
export const CATERING_FORM_TABS = ['client', 'event', 'admin'] as const;
export type CateringFormTab = (typeof CATERING_FORM_TABS)[number];

export type CateringFormField = keyof CateringFormValues;

/** Which tab shows each field, so an error on a hidden tab can be brought into view. */
export const FIELD_TAB: Record<CateringFormField, CateringFormTab> = {
  firstName: 'client',
  lastName: 'client',
  email: 'client',
  phone: 'client',
  company: 'client',
  contactPreference: 'client',
  language: 'client',
  eventType: 'event',
  eventDate: 'event',
  eventTime: 'event',
  guestCount: 'event',
  serviceType: 'event',
  deliveryAddress: 'event',
  menuSelections: 'event',
  dietaryRestrictions: 'event',
  specialRequests: 'event',
  setupRequired: 'event',
  equipmentNeeded: 'event',
  customerNotes: 'event',
  status: 'admin',
  urgency: 'admin',
  budgetRange: 'admin',
  totalEstimatedCost: 'admin',
  quotedAmount: 'admin',
  adminNotes: 'admin',
};

/** The fields in the order a person meets them, tab by tab: the first invalid one gets focus. */
export const FIELD_ORDER: readonly CateringFormField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'contactPreference',
  'language',
  'eventType',
  'guestCount',
  'eventDate',
  'eventTime',
  'serviceType',
  'deliveryAddress',
  'menuSelections',
  'equipmentNeeded',
  'setupRequired',
  'dietaryRestrictions',
  'specialRequests',
  'customerNotes',
  'status',
  'urgency',
  'budgetRange',
  'totalEstimatedCost',
  'quotedAmount',
  'adminNotes',
];

/** The top-level field a (possibly nested) error path belongs to, e.g. "menuSelections.2"; null for none. */
export function fieldOfPath(path: string): CateringFormField | null {
  const head = path.split('.')[0] as CateringFormField;
  return Object.hasOwn(FIELD_TAB, head) ? head : null;
}

/** The first field, in reading order, that has an error; undefined when none does. */
export function firstInvalidField(paths: Iterable<string>): CateringFormField | undefined {
  const invalid = new Set<CateringFormField>();
  for (const path of paths) {
    const field = fieldOfPath(path);
    if (field) invalid.add(field);
  }
  return FIELD_ORDER.find((field) => invalid.has(field));
}

/** How many invalid fields each tab holds, for the marks on the tab triggers. */
export function errorCountByTab(paths: Iterable<string>): Record<CateringFormTab, number> {
  const counts: Record<CateringFormTab, number> = { client: 0, event: 0, admin: 0 };
  const seen = new Set<CateringFormField>();
  for (const path of paths) {
    const field = fieldOfPath(path);
    if (!field || seen.has(field)) continue;
    seen.add(field);
    counts[FIELD_TAB[field]] += 1;
  }
  return counts;
}

/** An optional money box: empty means "no amount" (null), anything else goes to the schema. */
export function optionalMoneyValue(value: unknown): string | null {
  const text = String(value ?? '').trim();
  return text === '' ? null : text;
}

/** A list typed one entry per line: blank lines are dropped, entries trimmed. */
export function linesToList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function listToLines(list: readonly string[] | null | undefined): string {
  return (list ?? []).join('\n');
}

/** A new order: 25 guests, contact by email in English, standard urgency, pending. */
export function emptyCateringForm(): CateringFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    company: '',
    eventType: '' as CateringFormValues['eventType'],
    eventDate: '',
    eventTime: '',
    guestCount: CATERING.defaultGuests,
    deliveryAddress: '',
    serviceType: '' as CateringFormValues['serviceType'],
    menuSelections: [],
    dietaryRestrictions: '',
    specialRequests: '',
    setupRequired: false,
    equipmentNeeded: [],
    totalEstimatedCost: null,
    budgetRange: '',
    contactPreference: 'email',
    language: 'en',
    urgency: 'standard',
    customerNotes: '',
    status: 'pending',
    quotedAmount: null,
    adminNotes: '',
  };
}

/** An existing order as the form's starting values (nulls become empty boxes). */
export function cateringFormFromOrder(order: CateringOrderDto): CateringFormValues {
  return {
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    phone: order.phone,
    company: order.company ?? '',
    eventType: order.eventType as CateringFormValues['eventType'],
    eventDate: order.eventDate,
    eventTime: order.eventTime,
    guestCount: order.guestCount,
    deliveryAddress: order.deliveryAddress,
    serviceType: order.serviceType,
    menuSelections: [...order.menuSelections],
    dietaryRestrictions: order.dietaryRestrictions ?? '',
    specialRequests: order.specialRequests ?? '',
    setupRequired: order.setupRequired,
    equipmentNeeded: [...order.equipmentNeeded],
    totalEstimatedCost: order.totalEstimatedCost,
    budgetRange: order.budgetRange ?? '',
    contactPreference: order.contactPreference,
    language: order.language,
    urgency: order.urgency,
    customerNotes: order.customerNotes ?? '',
    status: order.status,
    quotedAmount: order.quotedAmount,
    adminNotes: order.adminNotes ?? '',
  };
}

/** "840" and "840.00" are the same quote; empty and null are both "no quote". */
export function sameMoney(a: string | null | undefined, b: string | null | undefined): boolean {
  const empty = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  return Number(a) === Number(b);
}

/**
 * What an edit sends. Status and quote go along only when changed in the form, so an edit never
 * undoes a status change or a quote sent meanwhile from another screen.
 */
export function orderUpdate(
  order: Pick<CateringOrderDto, 'status' | 'quotedAmount'>,
  input: CateringInput,
): UpdateCateringInput {
  const { status, quotedAmount, ...details } = input;
  return {
    ...details,
    ...(status !== order.status ? { status } : {}),
    ...(sameMoney(quotedAmount, order.quotedAmount) ? {} : { quotedAmount }),
  };
}
