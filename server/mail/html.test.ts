import { describe, expect, test } from 'vitest';
import { escapeHtml, renderHtmlEmail, type EmailContent } from './html';

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
    expect(html).toMatch(/<th scope="row"[^>]*>Name<\/th><td[^>]*>&quot;&gt;&lt;img src=x onerror=alert\(1\)&gt;<\/td>/);
    expect(html).not.toContain('<img');
  });

  test('a link is a button with an escaped address and label', () => {
    expect(html).toContain('<a href="https://selam.example/manage?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('>Manage &lt;it&gt;</a>');
  });

  test('an address that is not a web address is shown, not linked', () => {
    const unsafe = renderHtmlEmail({ ...email, blocks: [{ kind: 'link', label: 'Click', href: 'javascript:alert(1)' }] });
    expect(unsafe).not.toContain('<a ');
    expect(unsafe).toContain('>Click: javascript:alert(1)</p>');
  });
});
