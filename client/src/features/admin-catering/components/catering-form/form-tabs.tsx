import type { ReactNode } from 'react';
import { TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AdminMessageKey } from '@/i18n/admin';
import { useAdminI18n } from '@/lib/admin-i18n';
import { CATERING_FORM_TABS, type CateringFormTab } from '../../catering-form-model';

const TAB_LABELS: Record<CateringFormTab, AdminMessageKey> = {
  client: 'admin.catering.form.tab.client',
  event: 'admin.catering.form.tab.event',
  admin: 'admin.catering.form.tab.admin',
};

/** The three tab triggers, each marked with how many of its fields need fixing. */
export function CateringFormTabList({ errorCounts }: { errorCounts: Record<CateringFormTab, number> }) {
  const { t } = useAdminI18n();
  return (
    <TabsList aria-label={t('admin.catering.form.tabs')}>
      {CATERING_FORM_TABS.map((name) => (
        <TabsTrigger key={name} value={name}>
          {t(TAB_LABELS[name])}
          {errorCounts[name] > 0 && (
            <>
              <span
                aria-hidden="true"
                className="ml-1.5 inline-flex size-5 items-center justify-center rounded-full bg-destructive text-xs text-destructive-foreground"
              >
                {errorCounts[name]}
              </span>
              <span className="sr-only"> {t('admin.catering.form.tabErrors', { count: errorCounts[name] })}</span>
            </>
          )}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

/** One tab's fields in a two-column grid. Always mounted, so every field keeps its value and can take focus. */
export function FormTabPanel({ value, children }: { value: CateringFormTab; children: ReactNode }) {
  return (
    <TabsContent
      value={value}
      forceMount
      className="grid items-start gap-4 sm:grid-cols-2 data-[state=inactive]:hidden"
    >
      {children}
    </TabsContent>
  );
}
