import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useAdminI18n } from '@/lib/admin-i18n';

interface SettingsCardProps {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** A titled card of the Settings section (an h2 region). */
export function SettingsCard({ id, title, description, children }: SettingsCardProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

interface SettingsFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Names what is saved: "Save business details". */
  saveLabel: string;
  saving: boolean;
  /** False for a role that may only look. */
  allowed: boolean;
  guard: object;
  children: ReactNode;
}

/** A card's form with its own Save button at the bottom. */
export function SettingsForm({ onSubmit, saveLabel, saving, allowed, guard, children }: SettingsFormProps) {
  const { t } = useAdminI18n();
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      {children}
      <div className="flex justify-end border-t border-border pt-4">
        <Button type="submit" aria-label={saveLabel} {...guard} disabled={!allowed || saving} className="max-sm:w-full">
          {saving ? t('admin.settings.saving') : t('admin.common.save')}
        </Button>
      </div>
    </form>
  );
}
