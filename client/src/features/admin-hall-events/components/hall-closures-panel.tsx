import { useState, type FormEvent } from 'react';
import { HALL_BLOCKS, type HallBlock } from '@shared/hall-events';
import type { HallClosureDto } from '@shared/schemas/hall-events';
import { AdminPanel } from '@/components/admin/admin-panel';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Field, Input } from '@/components/ui/form-controls';
import { TrashIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatDateRange } from '@/lib/format-date';
import { useAddHallClosure, useDeleteHallClosure, useHallClosures } from '../api';
import { useHallGuard } from '../guard';
import { useAdminForm } from '@/components/admin/use-admin-form';

/** The hall's own closures: whole days or some blocks; add and delete. */
export function HallClosuresPanel() {
  const { t, language } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const manage = useHallGuard();
  const closures = useHallClosures();
  const remove = useDeleteHallClosure();
  const [deleting, setDeleting] = useState<HallClosureDto | null>(null);

  return (
    <AdminPanel
      id="hall-closures"
      title={t('admin.hall.closures.heading')}
      description={t('admin.hall.closures.description')}
    >
      <div className="grid gap-5">
        {closures.isPending ? (
          <ListLoading label={t('admin.hall.closures.loading')} />
        ) : closures.isError && !closures.data ? (
          <ListLoadError onRetry={() => void closures.refetch()} retrying={closures.isFetching} />
        ) : closures.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.hall.closures.none')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {closures.data.map((closure) => (
              <li key={closure.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="min-w-0 break-words">
                  <span className="font-semibold">{formatDateRange(closure.startDate, closure.endDate, language)}</span>{' '}
                  ·{' '}
                  {closure.blocks.length
                    ? closure.blocks.map((block) => t(`admin.hall.block.${block}`)).join(', ')
                    : t('admin.hall.closures.wholeDay')}{' '}
                  · {closure.label}
                </span>
                <GuardedActionButton
                  variant="ghostDanger"
                  manage={manage}
                  aria-label={t('admin.hall.closures.deleteLabel', { label: closure.label })}
                  onClick={() => setDeleting(closure)}
                >
                  <TrashIcon />
                </GuardedActionButton>
              </li>
            ))}
          </ul>
        )}
        <ClosureForm />
      </div>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        description={t('admin.hall.closures.deleteConfirm', { label: deleting?.label ?? '' })}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              succeeded(t('admin.hall.toast.closureDeleted'));
              setDeleting(null);
            },
            onError: (error) => failed(errorMessage(error, t('admin.hall.toast.closureDeleteFailed'))),
          });
        }}
      />
    </AdminPanel>
  );
}

function ClosureForm() {
  const { t } = useAdminI18n();
  const { errors, send } = useAdminForm();
  const manage = useHallGuard();
  const add = useAddHallClosure();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [blocks, setBlocks] = useState<HallBlock[]>([]);
  const [label, setLabel] = useState('');
  const locked = !manage.allowed;

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const added = await send(
      () => add.mutateAsync({ startDate, endDate: endDate || startDate, blocks, label: label.trim() }),
      { done: t('admin.hall.toast.closureAdded'), failed: t('admin.hall.toast.closureFailed') },
    );
    if (!added) return;
    setStartDate('');
    setEndDate('');
    setBlocks([]);
    setLabel('');
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 rounded-lg border border-dashed border-border p-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('admin.hall.closures.startDate')} error={errors.startDate}>
          {(c) => (
            <Input
              {...c}
              type="date"
              disabled={locked}
              value={startDate}
              onChange={(e) => setStartDate(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('admin.hall.closures.endDate')} error={errors.endDate}>
          {(c) => (
            <Input
              {...c}
              type="date"
              disabled={locked}
              min={startDate}
              value={endDate}
              onChange={(e) => setEndDate(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('admin.hall.closures.label')} error={errors.label} className="lg:col-span-2">
          {(c) => (
            <Input {...c} maxLength={120} disabled={locked} value={label} onChange={(e) => setLabel(e.target.value)} />
          )}
        </Field>
      </div>
      <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <legend className="mb-1 font-semibold">{t('admin.hall.closures.blocks')}</legend>
        {HALL_BLOCKS.map((block) => (
          <label key={block} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              disabled={locked}
              checked={blocks.includes(block)}
              onChange={(e) =>
                setBlocks((current) =>
                  e.target.checked ? [...current, block] : current.filter((entry) => entry !== block),
                )
              }
            />
            {t(`admin.hall.block.${block}`)}
          </label>
        ))}
      </fieldset>
      <GuardedActionButton
        type="submit"
        size="md"
        manage={manage}
        disabled={add.isPending}
        className="justify-self-end"
      >
        {add.isPending ? t('admin.hall.closures.adding') : t('admin.hall.closures.add')}
      </GuardedActionButton>
    </form>
  );
}
