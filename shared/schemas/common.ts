import { z } from 'zod';
import { dollarsOf, MAX_MONEY_CENTS, parseCents } from '../money';
import { CALENDAR_YEARS } from '../constants';
import { msg } from '../messages/message';
import { multiLineText, singleLineText } from '../typed-text';

/**
 * Free text: `single` (the default) for one line, where every line break becomes a space;
 * `multi` for a text box (requests, notes, messages, descriptions), where each line break is a
 * plain "\n". Control characters, bidi controls and invisible format characters are dropped
 * either way (see typed-text.ts), before the length is counted.
 */
export type TextLines = 'single' | 'multi';

/** A string of free text, cleaned and trimmed; `message` answers a value that is not a string. */
export const typedText = (lines: TextLines = 'single', message?: string) =>
  z
    .string(message === undefined ? undefined : { error: message })
    .overwrite(lines === 'multi' ? multiLineText : singleLineText)
    .trim();

/** A required, trimmed text field with the form's message for "missing". */
export const requiredText = (message: string, max = 200, lines: TextLines = 'single') =>
  typedText(lines, message).min(1, message).max(max, msg('field.tooLong', { max }));

export const NAME_CHARACTERS = msg('field.nameCharacters');
export const NAME_LOOKS_LIKE_LINK = msg('field.nameLink');

/**
 * A person's name: letters and combining marks of any script (Amharic names keep their vowel
 * marks), spaces and ' ’ - . only. No digits, links, control characters or bidi overrides, so a
 * name cannot carry a message into the emails it appears in; a character outside these is
 * refused, never dropped. A period followed by two letters ("selam-refunds.example") makes a
 * domain, which mail programs turn into a link: a period is followed by a space, one letter
 * ("J.R. Smith") or nothing. (An empty name gets only the "required" message.)
 */
export const personName = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, msg('field.tooLong', { max }))
    .regex(/^[\p{L}\p{M}' ’.-]*$/u, { error: NAME_CHARACTERS, abort: true })
    .refine((name) => !/\.(?:\p{L}\p{M}*){2}/u.test(name), NAME_LOOKS_LIKE_LINK);

/** Optional free text: blank is null. */
export const optionalText = (max = 2000, lines: TextLines = 'single') =>
  typedText(lines)
    .max(max, msg('field.tooLong', { max }))
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const emailField = (message = msg('field.email')) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(254, message));

export const FAKE_PHONE = msg('field.fakePhone');

/**
 * Why a phone number cannot be called, or null. A US number (no + prefix, or +1) has 10 digits
 * after an optional leading 1, and its area code and exchange start with 2–9; another country's
 * number (+ and its code) has 8 to 15 digits. All one digit, or a run such as 1234567890 or
 * 9876543210, is made up.
 */
export function phoneProblem(phone: string, message: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (/[^\d\s()+.\-/]/.test(phone)) return message;
  const international = phone.startsWith('+') && !phone.startsWith('+1');
  if (international ? digits.length < 8 || digits.length > 15 : !/^1?\d{10}$/.test(digits)) return message;
  if (
    /^(\d)\1+$/.test(digits) ||
    '0123456789012345678901'.includes(digits) ||
    '9876543210987654321098'.includes(digits)
  )
    return FAKE_PHONE;
  if (!international && !/^[2-9]\d{2}[2-9]/.test(digits.slice(-10))) return FAKE_PHONE;
  return null;
}

export const phoneField = (message = msg('field.phone')) =>
  z
    .string({ error: message })
    .trim()
    .min(10, { error: message, abort: true })
    .max(32, { error: message, abort: true })
    .superRefine((phone, ctx) => {
      const problem = phoneProblem(phone, message);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const inCalendarYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= CALENDAR_YEARS.first && year <= CALENDAR_YEARS.last;
};
const CALENDAR_YEAR_PARAMS = { firstYear: CALENDAR_YEARS.first, lastYear: CALENDAR_YEARS.last };

/**
 * A calendar date, YYYY-MM-DD, of the years the site works in (CALENDAR_YEARS): every date a
 * request carries is parsed here. What a use allows within them (today to the booking horizon,
 * two years ahead for a closure, up to today for a report) its service checks against today.
 */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg('field.dateFormat'), abort: true })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        error: msg('field.realDate'),
        abort: true,
      },
    )
    .refine(inCalendarYears, msg('field.dateYears', CALENDAR_YEAR_PARAMS));

/** A calendar month, YYYY-MM, of the years the site works in. */
export const isoMonth = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: msg('field.monthFormat'), abort: true })
    .refine(inCalendarYears, msg('field.monthYears', CALENDAR_YEAR_PARAMS));

export const clockTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('field.timeFormat'));

export interface MoneyRules {
  /** The least amount in cents (its size, when signed), with its message; one cent by default. */
  min?: { cents: number; message: string };
  /** The most, with its message; $99,999,999.99 by default. */
  max?: { cents: number; message: string };
  /** A minus sign is allowed (a correction either way); zero is below any minimum. */
  signed?: boolean;
}

/**
 * Every amount of money the API takes: a number or a decimal string with at most 2 decimals,
 * read into whole cents by its digits (shared/money.ts, never by float arithmetic), within the
 * field's bounds: at least a cent, at most $99,999,999.99 unless the field says otherwise.
 * Empty is `requiredMessage`; the answer is the API's form, e.g. "12.50".
 */
export const moneyString = (requiredMessage: string, rules: MoneyRules = {}) =>
  z.union([z.string(), z.number()], { error: requiredMessage }).transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (typeof value === 'string' && value.trim() === '') return fail(requiredMessage);
    const {
      min = { cents: 1, message: msg('field.moneyMin') },
      max = { cents: MAX_MONEY_CENTS, message: msg('field.moneyMax') },
    } = rules;
    const parsed = parseCents(value);
    if ('problem' in parsed)
      return fail(
        parsed.problem === 'tooLarge'
          ? max.message
          : msg(parsed.problem === 'decimals' ? 'field.moneyDecimals' : 'field.money'),
      );
    const size = rules.signed ? Math.abs(parsed.cents) : parsed.cents;
    if (size < min.cents) return fail(min.message);
    if (size > max.cents) return fail(max.message);
    return dollarsOf(parsed.cents);
  });

export const idParam = z.coerce
  .number({ error: msg('request.notFound') })
  .int(msg('request.notFound'))
  .positive(msg('request.notFound'))
  .max(2_147_483_647, msg('request.notFound'));

/** True for a body that carries only `status`: the quick status change of the admin lists. */
export function isStatusOnlyUpdate(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).join() === 'status';
}

/**
 * A picture of the site: an uploaded image as the images route serves it (`/api/images/<id>`),
 * or artwork shipped with the site (`/images/…` ending in an image extension). Nothing else of
 * the site, such as an API address with a query, can be set as a picture.
 */
const IMAGE_PATH =
  /^(?:\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\/images(?:\/[\w-]+)+\.(?:svg|png|jpe?g|webp|gif|avif))$/i;

export const imagePath = (message: string) =>
  z
    .string()
    .trim()
    .max(500, message)
    .refine((value) => value === '' || IMAGE_PATH.test(value), message)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** External links (social pages, delivery apps) must be https. */
export const httpsUrl = z.url({ protocol: /^https$/, error: msg('field.httpsLink') });
