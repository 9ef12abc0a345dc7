import { useState } from 'react';
import type { AdminEventPackageDto } from '@shared/schemas/hall-events';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { PencilIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { useDeleteEventPackage, useEventPackages } from '../api';
import { useHallGuard } from '../guard';
import { PackageFormDialog } from './package-form-dialog';

/** The hall's packages: what each costs, for how many, how many blocks it takes; add, edit, delete. */
export function PackagesPanel() {
  const { t } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const manage = useHallGuard();
  const packages = useEventPackages();
  const remove = useDeleteEventPackage();
  const [form, setForm] = useState<{ open: boolean; pkg: AdminEventPackageDto | null }>({ open: false, pkg: null });
  const [deleting, setDeleting] = useState<AdminEventPackageDto | null>(null);

  const addButton = (label: string) => (
    <GuardedActionButton manage={manage} size="md" onClick={() => setForm({ open: true, pkg: null })}>
      <PlusIcon />
      {label}
    </GuardedActionButton>
  );

  return (
    <section aria-labelledby="hall-packages-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="hall-packages-title" className="text-xl font-semibold">
          {t('admin.hall.packages.heading')}
        </h2>
        {addButton(t('admin.hall.packages.add'))}
      </div>
      {packages.isPending ? (
        <ListLoading label={t('admin.hall.packages.loading')} />
      ) : packages.isError && !packages.data ? (
        <ListLoadError onRetry={() => void packages.refetch()} retrying={packages.isFetching} />
      ) : packages.data.length === 0 ? (
        <EmptyState
          title={t('admin.hall.packages.empty.title')}
          description={t('admin.hall.packages.empty.description')}
          action={addButton(t('admin.hall.packages.addFirst'))}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {packages.data.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              onEdit={() => setForm({ open: true, pkg })}
              onDelete={() => setDeleting(pkg)}
            />
          ))}
        </ul>
      )}
      <PackageFormDialog
        open={form.open}
        pkg={form.pkg}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        description={t('admin.hall.packages.deleteConfirm', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              succeeded(t('admin.hall.toast.packageDeleted'));
              setDeleting(null);
            },
            onError: (error) => failed(errorMessage(error, t('admin.hall.toast.packageDeleteFailed'))),
          });
        }}
      />
    </section>
  );
}

function PackageCard({
  pkg,
  onEdit,
  onDelete,
}: {
  pkg: AdminEventPackageDto;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, language } = useAdminI18n();
  const manage = useHallGuard();
  const name = (language === 'am' && pkg.translations.am?.name) || pkg.name;
  const short = (language === 'am' && pkg.translations.am?.shortDescription) || pkg.shortDescription;
  return (
    <li className="grid overflow-hidden rounded-xl border border-border bg-card">
      {pkg.image && (
        <div className="aspect-[16/7] bg-muted">
          <FallbackImage src={pkg.image} alt="" className="size-full object-cover" />
        </div>
      )}
      <div className="grid gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold break-words">{name}</h3>
          {!pkg.isActive && <Badge>{t('admin.hall.packages.inactive')}</Badge>}
          <Badge tone={pkg.blocksNeeded === 0 ? 'danger' : 'info'}>
            {pkg.blocksNeeded === 0
              ? t('admin.hall.packages.noFit')
              : pkg.blocksNeeded === 1
                ? t('admin.hall.packages.blocksOne')
                : t('admin.hall.packages.blocks', { count: pkg.blocksNeeded })}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{short}</p>
        <p className="text-sm font-semibold">
          {t('admin.hall.packages.price', {
            base: formatMoney(pkg.basePrice, language),
            perGuest: formatMoney(pkg.pricePerPerson, language),
          })}{' '}
          · {t('admin.hall.packages.guests', { min: pkg.minGuests, max: pkg.maxGuests })}
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <GuardedActionButton
            variant="secondary"
            manage={manage}
            aria-label={t('admin.hall.packages.editLabel', { name: pkg.name })}
            onClick={onEdit}
          >
            <PencilIcon />
            {t('admin.common.edit')}
          </GuardedActionButton>
          <GuardedActionButton
            variant="ghostDanger"
            manage={manage}
            aria-label={t('admin.hall.packages.deleteLabel', { name: pkg.name })}
            onClick={onDelete}
          >
            <TrashIcon />
            {t('admin.common.delete')}
          </GuardedActionButton>
        </div>
      </div>
    </li>
  );
}
