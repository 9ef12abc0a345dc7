import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Where scripts/e2e-server.mjs drops every email the server sends. */
export const MAILBOX_DIR = '.e2e-mail';

export function hasMailbox(): boolean {
  return existsSync(MAILBOX_DIR);
}

/** The raw message as a reader sees it: quoted-printable soft breaks and escapes undone. */
function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newest email to `to` whose text matches `pattern`, and returns the match. */
export async function waitForMail(to: string, pattern: RegExp, dir = MAILBOX_DIR): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect(async () => {
    const messages = readdirSync(dir)
      .sort()
      .reverse()
      .map((name) => readable(readFileSync(join(dir, name), 'utf8')));
    const message = messages.find(
      (text) =>
        new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(text) && pattern.test(text),
    );
    found = message?.match(pattern) ?? null;
    expect(found, `an email to ${to} matching ${pattern}`).not.toBeNull();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/**
 * Waits for the newest email to `to` whose subject, once decoded, matches `subject` (and whose
 * text contains `mentioning`, when given), and returns it decoded as a mail program shows it: a
 * subject or body in Ge'ez script travels MIME-encoded.
 */
export async function waitForDecodedMail(
  to: string,
  subject: RegExp,
  mentioning?: string,
  dir = MAILBOX_DIR,
): Promise<ParsedMail> {
  const addressed = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');
  let found: ParsedMail | undefined;
  await expect(async () => {
    const raws = readdirSync(dir)
      .sort()
      .reverse()
      .map((name) => readFileSync(join(dir, name)))
      .filter((raw) => addressed.test(raw.toString('latin1')));
    for (const raw of raws) {
      const mail = await simpleParser(raw);
      if (subject.test(mail.subject ?? '') && (!mentioning || (mail.text ?? '').includes(mentioning))) {
        found = mail;
        break;
      }
    }
    expect(
      found,
      `an email to ${to} whose subject matches ${subject}${mentioning ? ` mentioning ${mentioning}` : ''}`,
    ).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** The two readers above on another server's mailbox folder (a journey with a server of its own). */
export function mailboxIn(dir: string) {
  return {
    waitForMail: (to: string, pattern: RegExp) => waitForMail(to, pattern, dir),
    waitForDecodedMail: (to: string, subject: RegExp, mentioning?: string) =>
      waitForDecodedMail(to, subject, mentioning, dir),
  };
}

export type Mailbox = ReturnType<typeof mailboxIn>;
