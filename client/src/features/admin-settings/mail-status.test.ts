import { describe, expect, test } from 'vitest';
import { canRetryMail, mailStatusKey, mailStatusTone } from './mail-status';

describe('mail status', () => {
  test('failed emails are red and can be retried; the others cannot', () => {
    expect(mailStatusTone('failed')).toBe('danger');
    expect(canRetryMail({ status: 'failed' })).toBe(true);
    for (const status of ['sent', 'logged', 'retried', 'queued']) expect(canRetryMail({ status })).toBe(false);
  });

  test('an unknown status reads as other, in a neutral colour', () => {
    expect(mailStatusKey('bounced')).toBe('other');
    expect(mailStatusTone('bounced')).toBe('neutral');
    expect(mailStatusTone('sent')).toBe('success');
  });
});
