import { useState, type FormEvent } from 'react';
import { addDays, zonedInstant, zonedMoment } from '@shared/time';
import { announcementSchema, CONTENT_TEXT_LIMITS, type AnnouncementDto } from '@shared/schemas/site-content';
import { useAdminContext } from '@/components/admin/admin-context';
import { AdminPanel } from '@/components/admin/admin-panel';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { Badge } from '@/components/ui/badge';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { TrashIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatTimestamp } from '@/lib/format-date';
import { useRemoveAnnouncement, useSaveAnnouncement } from '../api';
import { useContentGuard } from '../guard';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { useNow } from '../use-now';
import { AnnouncementPreview } from './announcement-preview';

type SavedAnnouncement = Omit<AnnouncementDto, 'source'>;

interface AnnouncementDraft {
  text: string;
  textAm: string;
  link: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/** The saved announcement as the form holds it, its instants as dates and times on the restaurant's clock; a new one starts now and runs a week. */
function draftFrom(saved: SavedAnnouncement | null, timeZone: string): AnnouncementDraft {
  if (saved) {
    const starts = zonedMoment(timeZone, new Date(saved.startsAt));
    const ends = zonedMoment(timeZone, new Date(saved.endsAt));
    return {
      text: saved.text,
      textAm: saved.translations.am.text,
      link: saved.link ?? '',
      startDate: starts.date,
      startTime: starts.time,
      endDate: ends.date,
      endTime: ends.time,
    };
  }
  const now = zonedMoment(timeZone);
  return {
    text: '',
    textAm: '',
    link: '',
    startDate: now.date,
    startTime: now.time,
    endDate: addDays(now.date, 7),
    endTime: '23:00',
  };
}

/** An instant on the restaurant's clock, or '' (refused by the schema) for an empty or skipped time. */
function instantOf(date: string, time: string, timeZone: string): string {
  if (!date || !time) return '';
  return zonedInstant(date, time, timeZone)?.toISOString() ?? '';
}

/** The owner's announcement: its texts in both languages, an optional link, when it starts and ends; Save and Remove, with the banner's preview. */
export function AnnouncementEditor({ announcement }: { announcement: SavedAnnouncement | null }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const { succeeded, failed } = useAdminToasts();
  const manage = useContentGuard();
  const form = useAdminForm('content-announcement-form');
  const save = useSaveAnnouncement();
  const remove = useRemoveAnnouncement();
  const [draft, setDraft] = useState(() => draftFrom(announcement, timeZone));
  const [confirming, setConfirming] = useState(false);
  const now = useNow();
  const readOnly = !manage.allowed;
  const set = (change: Partial<AnnouncementDraft>) => setDraft((current) => ({ ...current, ...change }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(announcementSchema, {
      text: draft.text,
      translations: { am: { text: draft.textAm } },
      link: draft.link,
      startsAt: instantOf(draft.startDate, draft.startTime, timeZone),
      endsAt: instantOf(draft.endDate, draft.endTime, timeZone),
    });
    if (!input) return;
    await form.send(() => save.mutateAsync(input), {
      done: t('admin.content.announcement.saved'),
      failed: t('admin.content.announcement.saveFailed'),
    });
  };

  const status = (() => {
    if (!announcement) return { tone: 'neutral' as const, text: t('admin.content.announcement.none') };
    if (Date.parse(announcement.endsAt) <= now)
      return {
        tone: 'danger' as const,
        text: t('admin.content.announcement.ended', {
          when: formatTimestamp(announcement.endsAt, timeZone, language),
        }),
      };
    if (Date.parse(announcement.startsAt) > now)
      return {
        tone: 'info' as const,
        text: t('admin.content.announcement.scheduled', {
          when: formatTimestamp(announcement.startsAt, timeZone, language),
        }),
      };
    return { tone: 'success' as const, text: t('admin.content.announcement.showing') };
  })();

  const moment = (edge: 'start' | 'end', path: 'startsAt' | 'endsAt') => (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold">
        {t(edge === 'start' ? 'admin.content.announcement.starts' : 'admin.content.announcement.ends')}
      </legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <Field label={t('admin.content.announcement.date')} error={form.errors[path]} className="content-start">
          {(control) => (
            <Input
              {...control}
              type="date"
              readOnly={readOnly}
              value={edge === 'start' ? draft.startDate : draft.endDate}
              onChange={(e) => set(edge === 'start' ? { startDate: e.target.value } : { endDate: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('admin.content.announcement.time')} className="content-start">
          {(control) => (
            <Input
              {...control}
              type="time"
              readOnly={readOnly}
              aria-invalid={form.errors[path] ? true : undefined}
              value={edge === 'start' ? draft.startTime : draft.endTime}
              onChange={(e) => set(edge === 'start' ? { startTime: e.target.value } : { endTime: e.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );

  return (
    <AdminPanel
      id="content-announcement"
      title={t('admin.content.announcement.heading')}
      description={t('admin.content.announcement.description')}
    >
      <form id="content-announcement-form" noValidate onSubmit={onSubmit} className="grid gap-5">
        <div>
          <Badge tone={status.tone} className="whitespace-normal">
            {status.text}
          </Badge>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <Field label={t('admin.content.announcement.text')} error={form.errors.text}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={CONTENT_TEXT_LIMITS.announcement}
                readOnly={readOnly}
                value={draft.text}
                onChange={(e) => set({ text: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('admin.content.announcement.textAm')} error={form.errors['translations.am.text']}>
            {(control) => (
              <Textarea
                {...control}
                lang="am"
                rows={3}
                maxLength={CONTENT_TEXT_LIMITS.announcement}
                readOnly={readOnly}
                value={draft.textAm}
                onChange={(e) => set({ textAm: e.target.value })}
              />
            )}
          </Field>
        </div>
        <Field
          label={t('admin.content.announcement.link')}
          error={form.errors.link}
          hint={t('admin.content.announcement.linkHint')}
        >
          {(control) => (
            <Input
              {...control}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={CONTENT_TEXT_LIMITS.link}
              readOnly={readOnly}
              value={draft.link}
              onChange={(e) => set({ link: e.target.value })}
              className="lg:max-w-xl"
            />
          )}
        </Field>
        <div className="grid gap-4 md:grid-cols-2">
          {moment('start', 'startsAt')}
          {moment('end', 'endsAt')}
        </div>
        <p className="text-sm text-muted-foreground">{t('admin.content.announcement.timeZone', { zone: timeZone })}</p>

        <AnnouncementPreview text={draft.text} textAm={draft.textAm} link={draft.link} />

        <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
          {announcement && (
            <GuardedActionButton
              variant="ghostDanger"
              size="md"
              manage={manage}
              disabled={remove.isPending}
              onClick={() => setConfirming(true)}
            >
              <TrashIcon />
              {t('admin.content.announcement.remove')}
            </GuardedActionButton>
          )}
          <GuardedActionButton type="submit" size="md" manage={manage} disabled={save.isPending}>
            {save.isPending ? t('admin.content.saving') : t('admin.content.announcement.save')}
          </GuardedActionButton>
        </div>
      </form>
      <ConfirmDeleteDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        description={t('admin.content.announcement.removeConfirm')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              succeeded(t('admin.content.announcement.removed'));
              setConfirming(false);
              setDraft(draftFrom(null, timeZone));
              form.setErrors({});
            },
            onError: (error) => failed(errorMessage(error, t('admin.content.announcement.removeFailed'))),
          })
        }
      />
    </AdminPanel>
  );
}
