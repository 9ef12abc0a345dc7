import { textLines } from '@shared/typed-text';
import type { MailMessage } from './mailer';
import { labelledLines, quotedLines } from './text-lines';

// One description of an email, which the plain text and this HTML layout both render, so the
// two parts always say the same thing. The layout uses inline styles only: many mail clients
// drop <style> blocks. A value may hold what a person typed, line breaks included: neither part
// lets such a line read as a line of the email's own (see text-lines.ts).

export interface DetailRow {
  label: string;
  value: string;
}

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'details'; rows: DetailRow[] }
  | { kind: 'link'; label: string; href: string }
  /** Words a person wrote, such as a gift card's message, and who wrote them: set apart as a quote. */
  | { kind: 'quote'; text: string; by: string }
  /** An image attached with this `cid`, e.g. a gift card's QR code; the plain text leaves it out. */
  | { kind: 'image'; cid: string; alt: string; size: number };

export interface EmailContent {
  /** The language of the text, e.g. "en" or "am". */
  lang: string;
  /** The subject; the HTML document's title. */
  title: string;
  heading: string;
  blocks: EmailBlock[];
  /** Lines under the body: the restaurant's name, address, phone. */
  footer: string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Escaped, without control characters, with each line break as <br>. */
function htmlText(text: string): string {
  return textLines(text).map(escapeHtml).join('<br>');
}

const ACCENT = '#7a2e0e';

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${htmlText(block.text)}</p>`;
    case 'details': {
      const rows = block.rows.map(
        (row) =>
          `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;white-space:nowrap;">${htmlText(row.label)}</th>` +
          `<td style="vertical-align:top;padding:4px 0;">${htmlText(row.value)}</td></tr>`,
      );
      return `<table style="border-collapse:collapse;margin:0 0 16px;">${rows.join('')}</table>`;
    }
    case 'link':
      // Only a web address becomes a link; anything else is shown, never followed.
      if (!/^https?:\/\//i.test(block.href))
        return `<p style="margin:0 0 16px;">${htmlText(`${block.label}: ${block.href}`)}</p>`;
      return (
        `<p style="margin:24px 0;"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;` +
        `background-color:${ACCENT};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${htmlText(block.label)}</a></p>`
      );
    case 'quote':
      return (
        `<blockquote style="margin:0 0 8px;padding:0 0 0 12px;border-left:3px solid #e2d9cc;font-style:italic;">${htmlText(block.text)}</blockquote>` +
        `<p style="margin:0 0 16px;">– ${htmlText(block.by)}</p>`
      );
    case 'image':
      return (
        `<p style="margin:0 0 16px;"><img src="cid:${escapeHtml(block.cid)}" alt="${escapeHtml(block.alt)}" ` +
        `width="${block.size}" height="${block.size}" style="display:block;border:0;"></p>`
      );
  }
}

/** A one-column email, at most 560px wide: heading, blocks, footer. Every value is escaped. */
export function renderHtmlEmail(email: EmailContent): string {
  const lang = escapeHtml(email.lang);
  const title = escapeHtml(email.title);
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>`,
    '<body style="margin:0;padding:0;background-color:#f5f1ea;">',
    `<div role="article" aria-roledescription="email" aria-label="${title}" lang="${lang}" ` +
      'style="max-width:560px;margin:0 auto;padding:24px 16px;background-color:#ffffff;color:#1f1f1f;' +
      'font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;">',
    `<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3;color:${ACCENT};">${htmlText(email.heading)}</h1>`,
    ...email.blocks.map(blockHtml),
    '<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #e2d9cc;font-size:14px;color:#555555;">' +
      `${email.footer.map(htmlText).join('<br>')}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** The plain-text part: the same blocks as the HTML, without the heading (the footer names the restaurant). */
export function renderTextEmail(email: EmailContent): string {
  const block = (part: EmailBlock): string | null => {
    switch (part.kind) {
      case 'paragraph':
        return textLines(part.text).join('\n');
      case 'details':
        return part.rows.map((row) => labelledLines(row.label, row.value, 8)).join('\n');
      case 'quote':
        return [...quotedLines(part.text), `  - ${textLines(part.by).join(' ')}`].join('\n');
      case 'link':
        return `${part.label}: ${part.href}`;
      case 'image':
        return null;
    }
  };
  const parts = email.blocks.map(block).filter((text) => text !== null);
  return [...parts, email.footer.join('\n')].join('\n\n');
}

/** An email whose text and HTML parts are rendered from one description. */
export function emailMessage(
  kind: string,
  to: string,
  email: EmailContent,
  attachments?: MailMessage['attachments'],
): MailMessage {
  return {
    kind,
    to,
    subject: email.title,
    text: renderTextEmail(email),
    html: renderHtmlEmail(email),
    ...(attachments && { attachments }),
  };
}
