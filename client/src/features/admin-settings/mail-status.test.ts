import { describe, expect, test } from 'vitest';
import { canRetryMail, mailStatusKey, mailStatusTone } from './mail-status';

describe('mail status', () => {
  test('failed emails are red and can be retried; the others cannot', () => {
    expect(mailStatusTone('failed')).toBe('danger');
    expect(canRetryMail({ status: 'failed' })).toBe(true);
    for (const status of ['sent', 'logged', 'retried', 'queued', 'suppressed'])
      expect(canRetryMail({ status })).toBe(false);
  });

  test('an unknown status reads as other, in a neutral colour', () => {
    expect(mailStatusKey('bounced')).toBe('other');
    expect(mailStatusTone('bounced')).toBe('neutral');
    expect(mailStatusTone('sent')).toBe('success');
    // Not sent on purpose (over the address's limit from public forms): a known status, not an alarm.
    expect(mailStatusKey('suppressed')).toBe('suppressed');
    expect(mailStatusTone('suppressed')).toBe('neutral');
  });
});
