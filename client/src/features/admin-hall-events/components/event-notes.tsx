import { useState, type FormEvent } from 'react';
import type { AdminEventBookingDto } from '@shared/schemas/hall-events';
import { useAdminContext } from '@/components/admin/admin-context';
import { AdminPanel } from '@/components/admin/admin-panel';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatTimestamp } from '@/lib/format-date';
import { useUpdateEventBooking } from '../api';

/** Staff, whatever their role, add a note to the event's history. */
export function EventNoteForm({ event }: { event: AdminEventBookingDto }) {
  const { t } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const update = useUpdateEventBooking();
  const [note, setNote] = useState('');

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!note.trim()) return;
    try {
      await update.mutateAsync({ id: event.id, input: { note: note.trim() } });
      setNote('');
      succeeded(t('admin.hall.toast.noteAdded'));
    } catch (error) {
      failed(errorMessage(error, t('admin.hall.toast.noteFailed')));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <Field label={t('admin.hall.notes.add')}>
        {(c) => (
          <Textarea
            {...c}
            rows={3}
            maxLength={2000}
            placeholder={t('admin.hall.notes.placeholder')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" className="justify-self-end" disabled={update.isPending || !note.trim()}>
        {update.isPending ? t('admin.hall.notes.saving') : t('admin.hall.notes.submit')}
      </Button>
    </form>
  );
}

/** Every move of the event, newest first: statuses, notes, proposals, payments, emails. */
export function EventHistory({ event }: { event: AdminEventBookingDto }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const history = [...(event.history ?? [])].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <AdminPanel id="hall-history" title={t('admin.hall.history.heading')}>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.hall.history.none')}</p>
      ) : (
        <ol className="grid gap-3 border-l-2 border-border pl-4">
          {history.map((entry) => (
            <li key={entry.id} className="relative grid gap-0.5 text-sm">
              <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-primary" />
              <p className="font-semibold">
                {t(`admin.hall.history.kind.${entry.kind}`)}
                {entry.fromStatus && entry.toStatus && (
                  <span className="font-normal">
                    {' · '}
                    {t('admin.hall.history.move', {
                      from: t(`admin.hall.status.${entry.fromStatus}`),
                      to: t(`admin.hall.status.${entry.toStatus}`),
                    })}
                  </span>
                )}
              </p>
              {entry.note && <p className="whitespace-pre-line break-words">{entry.note}</p>}
              <p className="text-xs text-muted-foreground">
                <time dateTime={entry.at}>{formatTimestamp(entry.at, timeZone, language)}</time> ·{' '}
                {entry.actor ?? t('admin.hall.history.system')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </AdminPanel>
  );
}
