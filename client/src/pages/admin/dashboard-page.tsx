import type { ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { adminSectionFrom, type AdminSectionId } from '@/components/admin/admin-sections';
import { AdminFrame } from './admin-frame';
import { AnalyticsSection } from './analytics-section';
import { CateringSection } from './catering-section';
import { GiftCardsSection } from './gift-cards-section';
import { HallEventsSection } from './hall-events-section';
import { MenuSection } from './menu-section';
import { OrdersSection } from './orders-section';
import { OverviewSection } from './overview-section';
import { ReservationsSection } from './reservations-section';
import { SettingsSection } from './settings-section';
import { SiteContentSection } from './site-content-section';
import { UsersSection } from './users-section';

const SECTIONS: Record<AdminSectionId, ComponentType> = {
  overview: OverviewSection,
  menu: MenuSection,
  orders: OrdersSection,
  reservations: ReservationsSection,
  catering: CateringSection,
  'hall-events': HallEventsSection,
  'gift-cards': GiftCardsSection,
  'site-content': SiteContentSection,
  analytics: AnalyticsSection,
  users: UsersSection,
  settings: SettingsSection,
};

export default function AdminDashboardPage() {
  const [path] = useLocation();
  const current = adminSectionFrom(useSearch(), path);
  const Section = SECTIONS[current];

  return (
    <AdminFrame current={current}>
      <Section />
    </AdminFrame>
  );
}
