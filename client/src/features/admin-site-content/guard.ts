import { useGuard } from '@/components/admin/admin-context';

/** The id of the section's PermissionNote, named by every guarded control's aria-describedby. */
export const CONTENT_NOTE_ID = 'site-content-permission-note';

/** Whether this role may change the site's photos, announcement and testimonials; `guard` disables a control it may not use. */
export function useContentGuard() {
  return useGuard('siteContent.manage', CONTENT_NOTE_ID);
}
