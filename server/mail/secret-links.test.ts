import { describe, expect, test } from 'vitest';
import { withoutSecrets } from './mailer';

describe("the outbox's copy of an email cuts the secret out of every link that carries one", () => {
  test.each([
    ['a password reset', 'https://selam.example/admin/reset-password?token=abcDEF123_-x'],
    ["a diner's manage link", 'https://selam.example/reservations/manage/abcDEF123_-x'],
    ['a waitlist offer', 'https://selam.example/am/reservations/waitlist/abcDEF123_-x'],
    ["an order's status page", 'https://selam.example/order/status/abcDEF123_-x'],
    ["a hall request's confirm link", 'https://selam.example/events/request/abcDEF123_-x'],
    ["an event's proposal", 'https://selam.example/am/events/proposal/abcDEF123_-x'],
  ])('%s', (_name, link) => {
    const kept = withoutSecrets({ text: `Open ${link} today.`, html: `<a href="${link}">${link}</a>` });
    expect(kept.text).not.toContain('abcDEF123');
    expect(kept.text).toContain(`${link.replace('abcDEF123_-x', '(removed)')} today.`);
    expect(kept.html).not.toContain('abcDEF123');
    expect(kept.attachments).toBeNull();
  });

  test('other links of the site are kept as they are', () => {
    const text = 'See https://selam.example/hall-reservations and https://selam.example/events today.';
    expect(withoutSecrets({ text, html: null }).text).toBe(text);
  });
});
