import { useState, type FormEvent } from 'react';
import type { AdminEventBookingDto } from '@shared/schemas/hall-events';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useUpdateEventBooking } from '../api';
import { useAdminForm } from '@/components/admin/use-admin-form';

const TEXT_FIELDS = [
  ['dietaryRestrictions', 'admin.hall.detail.dietary'],
  ['accessibilityNeeds', 'admin.hall.detail.accessibility'],
  ['decorationPreferences', 'admin.hall.detail.decorations'],
  ['musicPreferences', 'admin.hall.detail.music'],
  ['equipment', 'admin.hall.detail.equipment'],
  ['specialRequests', 'admin.hall.detail.specialRequests'],
  ['staffNotes', 'admin.hall.detail.staffNotes'],
] as const;
type TextField = (typeof TEXT_FIELDS)[number][0];

/** A manager edits the guests and the needs the BEO prints. */
export function EditEventDialog({
  event,
  open,
  onClose,
}: {
  event: AdminEventBookingDto;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useAdminI18n();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('admin.close')} size="wide">
        <DialogTitle>{t('admin.hall.edit.title')}</DialogTitle>
        {open && <EditForm event={event} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ event, onDone }: { event: AdminEventBookingDto; onDone: () => void }) {
  const { t } = useAdminI18n();
  const { errors, send } = useAdminForm();
  const update = useUpdateEventBooking();
  const [guests, setGuests] = useState(String(event.guestCount));
  const [texts, setTexts] = useState<Record<TextField, string>>(
    () => Object.fromEntries(TEXT_FIELDS.map(([field]) => [field, event[field] ?? ''])) as Record<TextField, string>,
  );

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const changed = Object.fromEntries(
      TEXT_FIELDS.filter(([field]) => texts[field].trim() !== (event[field] ?? '')).map(([field]) => [
        field,
        texts[field].trim(),
      ]),
    );
    const guestCount = Number(guests);
    const input = { ...changed, ...(guestCount !== event.guestCount ? { guestCount } : {}) };
    const saved = await send(() => update.mutateAsync({ id: event.id, input }), {
      done: t('admin.hall.toast.saved'),
      failed: t('admin.hall.toast.saveFailed'),
    });
    if (saved) onDone();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
      <Field label={t('admin.hall.detail.guests')} error={errors.guestCount} className="max-w-40">
        {(c) => <Input {...c} inputMode="numeric" value={guests} onChange={(e) => setGuests(e.target.value)} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(([field, label]) => (
          <Field key={field} label={t(label)} error={errors[field]}>
            {(c) => (
              <Textarea
                {...c}
                rows={3}
                maxLength={field === 'staffNotes' ? 4000 : 1000}
                value={texts[field]}
                onChange={(e) => setTexts((current) => ({ ...current, [field]: e.target.value }))}
              />
            )}
          </Field>
        ))}
      </div>
      <DialogFormActions
        onCancel={onDone}
        busy={update.isPending}
        submitLabel={t('admin.hall.edit.submit')}
        busyLabel={t('admin.hall.edit.saving')}
      />
    </form>
  );
}
