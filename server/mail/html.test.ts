import { describe, expect, test } from 'vitest';
import { escapeHtml, renderHtmlEmail, renderTextEmail, type EmailContent } from './html';

describe('escapeHtml', () => {
  test('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  test('leaves other text alone, Amharic included', () => {
    expect(escapeHtml('ሰላም Abebe, 4 guests – 6:30 PM')).toBe('ሰላም Abebe, 4 guests – 6:30 PM');
  });

  test('escapes an entity again rather than trusting it', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});

describe('renderHtmlEmail', () => {
  const email: EmailContent = {
    lang: 'am',
    title: 'Selam: <subject>',
    heading: 'Selam & Sons',
    blocks: [
      { kind: 'paragraph', text: 'First line\nsecond line' },
      { kind: 'details', rows: [{ label: 'Name', value: '"><img src=x onerror=alert(1)>' }] },
      { kind: 'link', label: 'Manage <it>', href: 'https://selam.example/manage?a=1&b="2"' },
    ],
    footer: ['Selam', '2418 Riverside Avenue', '(612) 555-0147'],
  };
  const html = renderHtmlEmail(email);

  test('is one column at most 560px wide, styled inline, in the given language', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="am">/);
    expect(html).toContain('max-width:560px');
    expect(html).not.toMatch(/<style|<script|<link/i);
    expect(html).toContain('<title>Selam: &lt;subject&gt;</title>');
    expect(html).toContain('aria-label="Selam: &lt;subject&gt;"');
  });

  test('the heading, paragraphs and footer are escaped, line breaks become <br>', () => {
    expect(html).toContain('>Selam &amp; Sons</h1>');
    expect(html).toContain('>First line<br>second line</p>');
    expect(html).toContain('>Selam<br>2418 Riverside Avenue<br>(612) 555-0147</p>');
  });

  test('details are a table of row headers and values, every value escaped', () => {
    expect(html).toMatch(
      /<th scope="row"[^>]*>Name<\/th><td[^>]*>&quot;&gt;&lt;img src=x onerror=alert\(1\)&gt;<\/td>/,
    );
    expect(html).not.toContain('<img');
  });

  test('a link is a button with an escaped address and label', () => {
    expect(html).toContain('<a href="https://selam.example/manage?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('>Manage &lt;it&gt;</a>');
  });

  test('an address that is not a web address is shown, not linked', () => {
    const unsafe = renderHtmlEmail({
      ...email,
      blocks: [{ kind: 'link', label: 'Click', href: 'javascript:alert(1)' }],
    });
    expect(unsafe).not.toContain('<a ');
    expect(unsafe).toContain('>Click: javascript:alert(1)</p>');
  });
});

describe('text a person typed cannot forge a line of the email', () => {
  const typed =
    'Window seat\r\nGuests: 200\rParty:   20 guests\n\n  Phone: 000\u2028Email: x@evil.example\u202Egnp.exe\u0007';
  const email: EmailContent = {
    lang: 'en',
    title: 'New booking',
    heading: 'Selam',
    blocks: [
      {
        kind: 'details',
        rows: [
          { label: 'Party', value: '4 guests' },
          { label: 'Requests', value: typed },
          { label: 'Phone', value: '612-555-0100' },
        ],
      },
      { kind: 'quote', text: typed, by: 'Abebe' },
    ],
    footer: ['Selam'],
  };
  const text = renderTextEmail(email);

  test('in the text, each further line of a value is indented under its first, and no control character is left', () => {
    expect(text).toContain(
      [
        '  Requests: Window seat',
        '            Guests: 200',
        '            Party:   20 guests',
        '',
        '              Phone: 000',
        '            Email: x@evil.examplegnp.exe',
      ].join('\n'),
    );
    // The rows of the table are the only lines that start with a label.
    expect(text.split('\n').filter((line) => /^ {0,2}[^\s>][^:]*:/.test(line))).toEqual([
      '  Party:   4 guests',
      '  Requests: Window seat',
      '  Phone:   612-555-0100',
    ]);
    for (const hidden of ['\r', '\u0007', '\u2028', '\u202E']) expect(text).not.toContain(hidden);
  });

  test('a quote is marked on every line and followed by who wrote it', () => {
    expect(text).toContain(
      '> Window seat\n> Guests: 200\n> Party:   20 guests\n>\n>   Phone: 000\n> Email: x@evil.examplegnp.exe\n  - Abebe',
    );
  });

  test('in the HTML, the lines of a value stay in its cell and a quote is a blockquote', () => {
    const html = renderHtmlEmail(email);
    const lines =
      'Window seat<br>Guests: 200<br>Party:   20 guests<br><br>  Phone: 000<br>Email: x@evil.examplegnp.exe';
    expect(html).toMatch(new RegExp(`<th scope="row"[^>]*>Requests</th><td[^>]*>${lines}</td></tr>`));
    expect(html).toMatch(new RegExp(`<blockquote[^>]*>${lines}</blockquote>`));
    for (const hidden of ['\r', '\u0007', '\u2028', '\u202E']) expect(html).not.toContain(hidden);
  });
});
