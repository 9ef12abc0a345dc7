import { SiteContentBoard } from '@/features/admin-site-content/components/site-content-board';

/** /admin/site-content: the photos of each place, the announcement and the testimonials. */
export function SiteContentSection() {
  return <SiteContentBoard />;
}
