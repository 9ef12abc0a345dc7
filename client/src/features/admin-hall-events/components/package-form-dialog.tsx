import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { blocksNeededFor, HALL } from '@shared/hall-events';
import { DEFAULT_HALL_SETTINGS, eventPackageSchema, type AdminEventPackageDto } from '@shared/schemas/hall-events';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { ImageUploader } from '@/components/admin/image-uploader';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DollarInput } from '@/components/ui/dollar-input';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { FormError } from '@/components/ui/form-error';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useHallSettings, useSaveEventPackage } from '../api';
import { useHallGuard } from '../guard';
import {
  formMinutes,
  PACKAGE_LISTS,
  packageFormState,
  packageInput,
  type PackageFormState,
} from '../package-form-model';
import { useAdminForm } from '@/components/admin/use-admin-form';

interface PackageFormDialogProps {
  open: boolean;
  /** The package edited; null adds one. */
  pkg: AdminEventPackageDto | null;
  onClose: () => void;
}

export function PackageFormDialog({ open, pkg, onClose }: PackageFormDialogProps) {
  const { t } = useAdminI18n();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('admin.close')} size="wide">
        <DialogTitle>{pkg ? t('admin.hall.pkg.titleEdit') : t('admin.hall.pkg.titleNew')}</DialogTitle>
        <DialogDescription>{t('admin.hall.pkg.description')}</DialogDescription>
        {open && <PackageForm key={pkg?.id ?? 'new'} pkg={pkg} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function PackageForm({ pkg, onDone }: { pkg: AdminEventPackageDto | null; onDone: () => void }) {
  const { t } = useAdminI18n();
  const { errors, check, send } = useAdminForm();
  const manage = useHallGuard();
  const save = useSaveEventPackage();
  const settings = useHallSettings();
  const imageLabelId = useId();
  const [state, setState] = useState<PackageFormState>(() => packageFormState(pkg));
  const [uploading, setUploading] = useState(false);
  const minutes = formMinutes(state);
  const blocks = minutes === null ? null : blocksNeededFor(minutes, (settings.data ?? DEFAULT_HALL_SETTINGS).blocks);

  const set = <K extends keyof PackageFormState>(key: K, value: PackageFormState[K]) =>
    setState((current) => ({ ...current, [key]: value }));
  const text = (
    key:
      | 'name'
      | 'shortDescription'
      | 'category'
      | 'popularity'
      | 'minGuests'
      | 'maxGuests'
      | 'setupTime'
      | 'duration'
      | 'cleanupTime',
  ) => ({
    value: state[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const input = packageInput(state);
    if (!check(eventPackageSchema, input)) return;
    const saved = await send(() => save.mutateAsync({ id: pkg?.id ?? null, input }), {
      done: t('admin.hall.toast.packageSaved'),
      failed: t('admin.hall.toast.packageSaveFailed'),
    });
    if (saved) onDone();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-6">
      <FormSection title={t('admin.hall.pkg.section.basics')}>
        <Field label={t('admin.hall.pkg.name')} error={errors.name}>
          {(c) => <Input {...c} maxLength={120} {...text('name')} />}
        </Field>
        <Field label={t('admin.hall.pkg.category')} error={errors.category}>
          {(c) => <Input {...c} maxLength={60} {...text('category')} />}
        </Field>
        <Field label={t('admin.hall.pkg.shortDescription')} error={errors.shortDescription} className="sm:col-span-2">
          {(c) => <Input {...c} maxLength={300} {...text('shortDescription')} />}
        </Field>
        <Field label={t('admin.hall.pkg.longDescription')} error={errors.description} className="sm:col-span-2">
          {(c) => (
            <Textarea
              {...c}
              rows={4}
              maxLength={4000}
              value={state.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('admin.hall.pkg.popularity')} error={errors.popularity}>
          {(c) => <Input {...c} inputMode="numeric" {...text('popularity')} />}
        </Field>
        <label className="flex min-h-11 items-center gap-3 self-end text-sm font-semibold">
          <Switch checked={state.isActive} onCheckedChange={(checked) => set('isActive', checked)} />
          {t('admin.hall.pkg.isActive')}
        </label>
        <div className="grid gap-1.5 sm:col-span-2">
          <p id={imageLabelId} className="text-sm font-semibold">
            {t('admin.hall.pkg.image')}
          </p>
          <ImageUploader
            value={state.image}
            onChange={(url) => set('image', url)}
            labelId={imageLabelId}
            guard={manage.guard}
            allowed={manage.allowed}
            onBusyChange={setUploading}
          />
          <FormError text={errors.image} />
        </div>
      </FormSection>

      <FormSection title={t('admin.hall.pkg.section.price')}>
        <Field label={t('admin.hall.pkg.minGuests')} error={errors.minGuests}>
          {(c) => <Input {...c} inputMode="numeric" {...text('minGuests')} />}
        </Field>
        <Field label={t('admin.hall.pkg.maxGuests', { max: HALL.maxGuests })} error={errors.maxGuests}>
          {(c) => <Input {...c} inputMode="numeric" {...text('maxGuests')} />}
        </Field>
        <Field label={t('admin.hall.pkg.basePrice')} error={errors.basePrice}>
          {(c) => <DollarInput {...c} value={state.basePrice} onChange={(e) => set('basePrice', e.target.value)} />}
        </Field>
        <Field label={t('admin.hall.pkg.pricePerPerson')} error={errors.pricePerPerson}>
          {(c) => (
            <DollarInput {...c} value={state.pricePerPerson} onChange={(e) => set('pricePerPerson', e.target.value)} />
          )}
        </Field>
        <label className="flex items-start gap-3 text-sm sm:col-span-2">
          <Switch checked={state.rentalTaxable} onCheckedChange={(checked) => set('rentalTaxable', checked)} />
          <span>
            <span className="font-semibold">{t('admin.hall.pkg.rentalTaxable')}</span>
            <br />
            <span className="text-muted-foreground">{t('admin.hall.pkg.rentalTaxableHint')}</span>
          </span>
        </label>
      </FormSection>

      <FormSection title={t('admin.hall.pkg.section.time')} columns={3}>
        <Field label={t('admin.hall.pkg.setupTime')} error={errors.setupTime}>
          {(c) => <Input {...c} inputMode="numeric" {...text('setupTime')} />}
        </Field>
        <Field label={t('admin.hall.pkg.duration')} error={errors.duration}>
          {(c) => <Input {...c} inputMode="numeric" {...text('duration')} />}
        </Field>
        <Field label={t('admin.hall.pkg.cleanupTime')} error={errors.cleanupTime}>
          {(c) => <Input {...c} inputMode="numeric" {...text('cleanupTime')} />}
        </Field>
        {blocks !== null && (
          <p
            aria-live="polite"
            className={
              blocks === 0
                ? 'text-sm font-semibold text-destructive sm:col-span-3'
                : 'text-sm font-semibold sm:col-span-3'
            }
          >
            {blocks === 0 ? t('admin.hall.pkg.blocksNone') : t('admin.hall.pkg.blocksNeeded', { count: blocks })}
          </p>
        )}
      </FormSection>

      <FormSection title={t('admin.hall.pkg.section.lists')}>
        {PACKAGE_LISTS.map((list) => (
          <Field
            key={list}
            label={t(`admin.hall.pkg.${list}`)}
            hint={t('admin.hall.pkg.listHint')}
            error={errors[list] ?? errors[`${list}.0`]}
          >
            {(c) => (
              <Textarea
                {...c}
                rows={4}
                value={state.lists[list]}
                onChange={(e) =>
                  setState((current) => ({ ...current, lists: { ...current.lists, [list]: e.target.value } }))
                }
              />
            )}
          </Field>
        ))}
      </FormSection>

      <FormSection title={t('admin.hall.pkg.section.amharic')}>
        <AmField state={state} setState={setState} field="name" label={t('admin.hall.pkg.nameAm')} />
        <AmField
          state={state}
          setState={setState}
          field="shortDescription"
          label={t('admin.hall.pkg.shortDescriptionAm')}
        />
        <AmField
          state={state}
          setState={setState}
          field="description"
          label={t('admin.hall.pkg.descriptionAm')}
          multi
        />
        <AmField state={state} setState={setState} field="features" label={t('admin.hall.pkg.featuresAm')} multi hint />
        <AmField state={state} setState={setState} field="services" label={t('admin.hall.pkg.servicesAm')} multi hint />
      </FormSection>

      <DialogFormActions
        onCancel={onDone}
        busy={save.isPending || uploading}
        submitLabel={t('admin.hall.pkg.submit')}
        busyLabel={t('admin.hall.pkg.saving')}
      />
    </form>
  );
}

function FormSection({ title, columns = 2, children }: { title: string; columns?: 2 | 3; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">{title}</legend>
      <div className={columns === 3 ? 'grid gap-4 sm:grid-cols-3' : 'grid gap-4 sm:grid-cols-2'}>{children}</div>
    </fieldset>
  );
}

interface AmFieldProps {
  state: PackageFormState;
  setState: (update: (current: PackageFormState) => PackageFormState) => void;
  field: keyof PackageFormState['am'];
  label: string;
  multi?: boolean;
  hint?: boolean;
}

function AmField({ state, setState, field, label, multi = false, hint = false }: AmFieldProps) {
  const { t } = useAdminI18n();
  const onChange = (value: string) => setState((current) => ({ ...current, am: { ...current.am, [field]: value } }));
  return (
    <Field
      label={label}
      hint={hint ? t('admin.hall.pkg.listHint') : undefined}
      className={multi ? 'sm:col-span-2' : undefined}
    >
      {(c) =>
        multi ? (
          <Textarea {...c} lang="am" rows={3} value={state.am[field]} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <Input {...c} lang="am" value={state.am[field]} onChange={(e) => onChange(e.target.value)} />
        )
      }
    </Field>
  );
}
