import type { MessageKey } from '@/i18n/en';

export interface NavLink {
  href: string;
  label: MessageKey;
}

export interface NavGroup {
  label: MessageKey;
  links: NavLink[];
}

/** Every public page, in the order the footer lists them. */
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

/** The footer's services: what the restaurant does beyond its tables. */
export const FOOTER_SERVICES: NavLink[] = PRIMARY_NAV.filter(({ href }) =>
  ['/catering', '/coffee-ceremony', '/hall-reservations', '/gift-card'].includes(href),
);

/** The footer's quick links: every other public page but the home page, and the booking form. */
export const FOOTER_QUICK_LINKS: NavLink[] = [
  ...PRIMARY_NAV.filter((link) => link.href !== '/' && !FOOTER_SERVICES.includes(link)),
  { href: '/reservations', label: 'nav.reserve' },
];

/** The desktop bar: two dropdowns (Menu; Services & Events) and plain links. */
export const DESKTOP_DROPDOWNS: NavGroup[] = [
  {
    label: 'nav.menu',
    links: [
      { href: '/menu', label: 'nav.viewMenu' },
      { href: '/order', label: 'nav.order' },
    ],
  },
  {
    label: 'nav.servicesEvents',
    links: [
      { href: '/catering', label: 'nav.catering' },
      { href: '/coffee-ceremony', label: 'nav.coffeeCeremony' },
    ],
  },
];
export const DESKTOP_LINKS: NavLink[] = [
  { href: '/hall-reservations', label: 'nav.hall' },
  { href: '/about', label: 'nav.about' },
  { href: '/contact', label: 'nav.contact' },
  { href: '/gift-card', label: 'nav.giftCard' },
];

/** The phone drawer's three groups: Restaurant, Ethiopian Culture, Information. */
export const DRAWER_GROUPS: NavGroup[] = [
  {
    label: 'nav.group.restaurant',
    links: [
      { href: '/', label: 'nav.home' },
      { href: '/menu', label: 'nav.menu' },
      { href: '/order', label: 'nav.order' },
      { href: '/reservations', label: 'nav.reserve' },
      { href: '/gift-card', label: 'nav.giftCard' },
    ],
  },
  {
    label: 'nav.group.culture',
    links: [
      { href: '/coffee-ceremony', label: 'nav.coffeeCeremony' },
      { href: '/catering', label: 'nav.catering' },
      { href: '/hall-reservations', label: 'nav.hall' },
    ],
  },
  {
    label: 'nav.group.information',
    links: [
      { href: '/about', label: 'nav.about' },
      { href: '/contact', label: 'nav.contact' },
    ],
  },
];
