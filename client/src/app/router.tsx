import { lazy, Suspense, useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { isBackOfficePath, languagePrefix } from '@shared/language-path';
import { replayEarlyEvents } from '@/app/early-events';
import { PublicLayout } from '@/components/layout/public-layout';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { queryKeys } from '@/lib/query-keys';
import { useI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

// Every page loads on demand: its chunks are preloaded with the page the server sends
// (server/web/page-preloads.ts), and the other pages never carry the landing page's code.
const HomePage = lazy(() => import('@/pages/home-page'));
const MenuPage = lazy(() => {
  // The menu's data is fetched while the page's code downloads, rather than after it (a page
  // rendered on the server already has it).
  if (typeof window !== 'undefined')
    for (const queryKey of [queryKeys.menu.featured, queryKeys.menu.all, queryKeys.menu.categories])
      void queryClient.prefetchQuery({ queryKey });
  return import('@/pages/menu-page');
});
const MenuOldPage = lazy(() => import('@/pages/menu-old-page'));
const AboutPage = lazy(() => import('@/pages/about-page'));
const ContactPage = lazy(() => import('@/pages/contact-page'));
const OrderPage = lazy(() => import('@/pages/order-page'));
const OrderCheckoutPage = lazy(() => import('@/pages/order-checkout-page'));
const OrderStatusPage = lazy(() => import('@/pages/order-status-page'));
const OrderPaymentPage = lazy(() => import('@/pages/order-payment-page'));
const ReservationsPage = lazy(() => import('@/pages/reservations-page'));
const ManageReservationPage = lazy(() => import('@/pages/manage-reservation-page'));
const WaitlistOfferPage = lazy(() => import('@/pages/waitlist-offer-page'));
const HallReservationsPage = lazy(() => import('@/pages/hall-reservations-page'));
const EventRequestPage = lazy(() => import('@/pages/event-request-page'));
const EventProposalPage = lazy(() => import('@/pages/event-proposal-page'));
const CoffeeCeremonyPage = lazy(() => import('@/pages/coffee-ceremony-page'));
const CateringPage = lazy(() => import('@/pages/catering-page'));
// The balance check and the return from paying for a card share the gift card page's chunk: one more chunk here would cost the first visit its bytes.
const GiftCardPage = lazy(() => import('@/pages/gift-card-page'));
const NotFoundPage = lazy(() => import('@/pages/not-found-page'));
const AdminRoutes = lazy(() => import('@/pages/admin/admin-routes'));

function PageFallback() {
  const { t } = useI18n();
  return (
    // A screen tall, so the footer does not show (and then jump away) while a page's code loads.
    <p role="status" className="mx-auto min-h-dvh max-w-6xl px-4 py-24 text-center text-muted-foreground">
      {t('page.loading')}
    </p>
  );
}

/** Its effect runs once the page around it is hydrated: a tap held until then happens now. */
function ReplayEarlyEvents() {
  useEffect(replayEarlyEvents, []);
  return null;
}

function PublicRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/menu" component={MenuPage} />
      <Route path="/menu-old" component={MenuOldPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/order" component={OrderPage} />
      <Route path="/order/checkout" component={OrderCheckoutPage} />
      <Route path="/order/status/:token" component={OrderStatusPage} />
      <Route path="/order/payment" component={OrderPaymentPage} />
      <Route path="/reservations" component={ReservationsPage} />
      <Route path="/reservations/manage/:token" component={ManageReservationPage} />
      <Route path="/reservations/waitlist/:token" component={WaitlistOfferPage} />
      <Route path="/hall-reservations" component={HallReservationsPage} />
      <Route path="/events/request/:token" component={EventRequestPage} />
      <Route path="/events/proposal/:token" component={EventProposalPage} />
      <Route path="/coffee-ceremony" component={CoffeeCeremonyPage} />
      <Route path="/catering" component={CateringPage} />
      <Route path="/gift-card" component={GiftCardPage} />
      <Route path="/gift-card/balance" component={GiftCardPage} />
      <Route path="/gift-card/payment" component={GiftCardPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function AppRouter() {
  const [location] = useLocation();
  const { language } = useI18n();

  return (
    <>
      <ScrollToTop />
      {/* Paths under /admin get no public header, footer or floating widgets. */}
      {isBackOfficePath(location) ? (
        <Suspense fallback={<PageFallback />}>
          <AdminRoutes />
          <ReplayEarlyEvents />
        </Suspense>
      ) : (
        // Under /am every route and link of the public site is the Amharic one.
        <Router base={languagePrefix(language)}>
          <PublicLayout>
            <Suspense fallback={<PageFallback />}>
              <PublicRoutes />
              <ReplayEarlyEvents />
            </Suspense>
          </PublicLayout>
        </Router>
      )}
    </>
  );
}
