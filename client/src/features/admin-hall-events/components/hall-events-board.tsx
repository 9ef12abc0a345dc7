import { useLocation, useSearch } from 'wouter';
import { PermissionNote } from '@/components/admin/permission-note';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminI18n } from '@/lib/admin-i18n';
import { HALL_NOTE_ID } from '../guard';
import { HallClosuresPanel } from './hall-closures-panel';
import { HallMonthView } from './hall-month-view';
import { HallSettingsCard } from './hall-settings-card';
import { PackagesPanel } from './packages-panel';
import { PipelineList } from './pipeline-list';

const VIEWS = ['pipeline', 'month', 'packages', 'settings'] as const;
type View = (typeof VIEWS)[number];

/** Hall Events: the pipeline, the month, the packages and the hall's settings, each view kept in the address (`&view=`). */
export function HallEventsBoard() {
  const { t } = useAdminI18n();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const asked = params.get('view');
  const view: View = VIEWS.find((entry) => entry === asked) ?? 'pipeline';

  const show = (next: string) => {
    params.set('view', next);
    navigate(`${path}?${params.toString()}`, { replace: true });
  };

  return (
    <div className="grid gap-4">
      <PermissionNote permission="hallEvents.manage" id={HALL_NOTE_ID} />
      <Tabs value={view} onValueChange={show}>
        <TabsList aria-label={t('admin.hall.tabs.label')} className="max-w-2xl">
          {VIEWS.map((entry) => (
            <TabsTrigger key={entry} value={entry}>
              {t(`admin.hall.tab.${entry}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="pipeline">
          <PipelineList />
        </TabsContent>
        <TabsContent value="month">
          <HallMonthView />
        </TabsContent>
        <TabsContent value="packages">
          <PackagesPanel />
        </TabsContent>
        <TabsContent value="settings" className="grid gap-6">
          <HallSettingsCard />
          <HallClosuresPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
