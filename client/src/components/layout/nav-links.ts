import type { MessageKey } from '@/i18n/en';

export interface NavLink {
  href: string;
  label: MessageKey;
}

export const PRIMARY_NAV: NavLink[] = [
  { href: '/', label: 'nav.home' },
  { href: '/menu', label: 'nav.menu' },
  { href: '/order', label: 'nav.order' },
  { href: '/catering', label: 'nav.catering' },
  { href: '/coffee-ceremony', label: 'nav.coffeeCeremony' },
  { href: '/hall-reservations', label: 'nav.hall' },
  { href: '/about', label: 'nav.about' },
  { href: '/contact', label: 'nav.contact' },
  { href: '/gift-card', label: 'nav.giftCard' },
];
