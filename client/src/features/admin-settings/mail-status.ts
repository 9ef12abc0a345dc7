import type { BadgeProps } from '@/components/ui/badge';

export type MailStatusKey = 'sent' | 'failed' | 'logged' | 'retried' | 'queued' | 'suppressed' | 'other';

/** The outbox status as a known key: anything new the server adds reads as "other". */
export function mailStatusKey(status: string): MailStatusKey {
  return (
    (['sent', 'failed', 'logged', 'retried', 'queued', 'suppressed'] as const).find((key) => key === status) ?? 'other'
  );
}

const TONES: Record<MailStatusKey, NonNullable<BadgeProps['tone']>> = {
  sent: 'success',
  failed: 'danger',
  logged: 'neutral',
  retried: 'info',
  queued: 'warning',
  suppressed: 'neutral',
  other: 'neutral',
};

export function mailStatusTone(status: string): NonNullable<BadgeProps['tone']> {
  return TONES[mailStatusKey(status)];
}

/** Only a failed email can be sent again (the server answers 409 otherwise). */
export function canRetryMail(entry: { status: string }): boolean {
  return entry.status === 'failed';
}
