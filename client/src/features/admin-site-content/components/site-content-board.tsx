import { useLocation, useSearch } from 'wouter';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { PermissionNote } from '@/components/admin/permission-note';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useSiteContent } from '../api';
import { CONTENT_NOTE_ID } from '../guard';
import { AnnouncementEditor } from './announcement-editor';
import { PhotosPanel } from './photos-panel';
import { TestimonialsPanel } from './testimonials-panel';

const VIEWS = ['photos', 'announcement', 'testimonials'] as const;
/** Every view stays mounted, only hidden, so a draft not yet saved survives a look at another tab. */
const KEEP_DRAFTS = { forceMount: true, className: 'data-[state=inactive]:hidden' } as const;
type View = (typeof VIEWS)[number];

/** Site Content: the photos of each place, the announcement and the testimonials, each view kept in the address (`?view=`). */
export function SiteContentBoard() {
  const { t } = useAdminI18n();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const asked = params.get('view');
  const view: View = VIEWS.find((entry) => entry === asked) ?? 'photos';
  const content = useSiteContent();

  const show = (next: string) => {
    params.set('view', next);
    navigate(`${path}?${params.toString()}`, { replace: true });
  };

  return (
    // A staff member reads the texts in fields they cannot change: those are drawn shaded.
    <div className="grid gap-4 [&_:is(input,textarea):read-only]:bg-muted/60">
      <PermissionNote permission="siteContent.manage" id={CONTENT_NOTE_ID} />
      {content.isPending ? (
        <ListLoading label={t('admin.content.loading')} />
      ) : content.isError && !content.data ? (
        <ListLoadError
          message={t('admin.content.loadError')}
          onRetry={() => void content.refetch()}
          retrying={content.isFetching}
        />
      ) : (
        <Tabs value={view} onValueChange={show}>
          <TabsList aria-label={t('admin.content.tabs.label')} className="max-w-xl">
            {VIEWS.map((entry) => (
              <TabsTrigger key={entry} value={entry}>
                {t(`admin.content.tab.${entry}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="photos" {...KEEP_DRAFTS}>
            <PhotosPanel photos={content.data.photos} />
          </TabsContent>
          <TabsContent value="announcement" {...KEEP_DRAFTS}>
            <AnnouncementEditor announcement={content.data.announcement} />
          </TabsContent>
          <TabsContent value="testimonials" {...KEEP_DRAFTS}>
            <TestimonialsPanel testimonials={content.data.testimonials} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
