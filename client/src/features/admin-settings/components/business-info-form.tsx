import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldError, type FieldErrors, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { businessInfoSchema, type BusinessInfo } from '@shared/schemas/settings';
import { Field, Input } from '@/components/ui/form-controls';
import type { AdminMessageKey } from '@/i18n/admin';
import { useAdminI18n } from '@/lib/admin-i18n';
import { SettingsFormCard } from './settings-form-card';
import { useSettingsForm } from './use-settings-form';
import { useSettingsLock } from './use-settings-lock';

type FormValues = z.input<typeof businessInfoSchema>;

type FieldPath = Exclude<Path<FormValues>, 'address' | 'hallAddress' | 'social' | 'delivery'>;

interface TextField {
  name: FieldPath;
  label: AdminMessageKey;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  /** 'wide' spans the whole row; 'short' stays half a row even on a phone (state, ZIP, year). */
  size?: 'wide' | 'short';
}

/** Street, city, region and ZIP of the restaurant's or the hall's address. */
const addressFields = (address: 'address' | 'hallAddress'): TextField[] => [
  { name: `${address}.street`, label: 'admin.settings.business.street', size: 'wide' },
  { name: `${address}.city`, label: 'admin.settings.business.city' },
  { name: `${address}.region`, label: 'admin.settings.business.region', size: 'short' },
  { name: `${address}.postalCode`, label: 'admin.settings.business.postalCode', size: 'short' },
];

const GROUPS: { legend: TextField['label']; fields: TextField[] }[] = [
  {
    legend: 'admin.settings.business.group.restaurant',
    fields: [
      { name: 'name', label: 'admin.settings.business.name', autoComplete: 'organization', size: 'wide' },
      { name: 'phone', label: 'admin.settings.business.phone', type: 'tel' },
      { name: 'email', label: 'admin.settings.business.email', type: 'email' },
      ...addressFields('address'),
      { name: 'priceRange', label: 'admin.settings.business.priceRange', size: 'short' },
      { name: 'establishedYear', label: 'admin.settings.business.establishedYear', size: 'short' },
      { name: 'cateringEmail', label: 'admin.settings.business.cateringEmail', type: 'email' },
    ],
  },
  {
    legend: 'admin.settings.business.group.hall',
    fields: [
      { name: 'hallName', label: 'admin.settings.business.hallName', size: 'wide' },
      { name: 'hallPhone', label: 'admin.settings.business.hallPhone', type: 'tel' },
      { name: 'hallEmail', label: 'admin.settings.business.hallEmail', type: 'email' },
      ...addressFields('hallAddress'),
    ],
  },
  {
    legend: 'admin.settings.business.group.links',
    fields: [
      { name: 'delivery.uberEats', label: 'admin.settings.business.uberEats', type: 'url', size: 'wide' },
      { name: 'delivery.doorDash', label: 'admin.settings.business.doorDash', type: 'url', size: 'wide' },
      { name: 'social.facebook', label: 'admin.settings.business.facebook', type: 'url', size: 'wide' },
      { name: 'social.instagram', label: 'admin.settings.business.instagram', type: 'url', size: 'wide' },
      { name: 'social.tiktok', label: 'admin.settings.business.tiktok', type: 'url', size: 'wide' },
    ],
  },
];

/** Name, phones, emails, addresses and links of the restaurant and the hall (businessInfo). */
export function BusinessInfoForm({ initial }: { initial: BusinessInfo }) {
  const { t } = useAdminI18n();
  const { lock } = useSettingsLock();
  const { form, card } = useSettingsForm<FormValues, BusinessInfo>({
    name: 'business',
    defaultValues: initial,
    resolver: zodResolver(businessInfoSchema),
    prefix: 'businessInfo',
    toUpdate: (businessInfo) => ({ businessInfo }),
    pick: (settings) => settings.businessInfo,
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <SettingsFormCard {...card}>
      {GROUPS.map((entry) => (
        <fieldset key={entry.legend} className="grid grid-cols-2 gap-4">
          <legend className="mb-3 text-base font-semibold">{t(entry.legend)}</legend>
          {entry.fields.map((field) => (
            <Field
              key={field.name}
              label={t(field.label)}
              error={get<FieldErrors<FormValues>, FieldError | undefined>(errors, field.name)?.message}
              className={
                field.size === 'wide'
                  ? 'col-span-2'
                  : field.size === 'short'
                    ? 'col-span-1'
                    : 'col-span-2 sm:col-span-1'
              }
            >
              {(control) =>
                field.name === 'establishedYear' ? (
                  <Input
                    {...lock(control)}
                    type="number"
                    inputMode="numeric"
                    min={1900}
                    max={2100}
                    {...register('establishedYear', {
                      setValueAs: (value: string | number) => (value === '' ? undefined : Number(value)),
                    })}
                  />
                ) : (
                  <Input
                    {...lock(control)}
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete ?? 'off'}
                    {...register(field.name)}
                  />
                )
              }
            </Field>
          ))}
        </fieldset>
      ))}
    </SettingsFormCard>
  );
}
