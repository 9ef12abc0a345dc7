import { lazy, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '@/lib/i18n';
import { CartSlot } from '@/components/order/cart-slot';
import { FloatingContact } from './floating-contact';
import { QuickAccessMenu } from './quick-access-menu';
import { AnnouncementBanner } from './announcement-banner';
import { LazySection } from '@/components/ui/lazy-section';
import { SiteHeader } from './site-header';

const SiteFooter = lazy(() => import('./site-footer'));

export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [location] = useLocation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skip')}
      </a>
      {/* In the flow above the sticky header: it scrolls away, and a page without it shifts nothing. */}
      <AnnouncementBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <LazySection loadingText={t('page.loading')}>
        <SiteFooter />
      </LazySection>
      <QuickAccessMenu />
      <CartSlot />
      {/* The floating contact button is on every page but the hall's. */}
      {location !== '/hall-reservations' && <FloatingContact />}
    </>
  );
}
