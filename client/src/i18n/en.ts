export const en = {
  'brand.tagline': 'Ethiopian kitchen · Minneapolis since {year}',
  'nav.home': 'Home',
  'nav.menu': 'Menu',
  'nav.viewMenu': 'View Menu',
  'nav.order': 'Order Online',
  'nav.catering': 'Catering Service',
  'nav.coffeeCeremony': 'Coffee Ceremony',
  'nav.hall': 'Event Hall',
  'nav.about': 'About',
  'nav.contact': 'Contact',
  'nav.giftCard': 'Gift Card',
  'nav.reserve': 'Reserve a Table',
  'nav.openMenu': 'Open navigation',
  'nav.closeMenu': 'Close navigation',
  'nav.main': 'Main navigation',
  'nav.skip': 'Skip to content',
  'footer.blurb':
    'A family kitchen serving the dishes of Ethiopia to Minneapolis since {year}: slow-cooked wots, sizzling tibs, fresh injera and coffee roasted by hand.',
  'footer.visit': 'Visit us',
  'footer.hours': 'Hours',
  'footer.services': 'Services',
  'footer.quickLinks': 'Quick links',
  'footer.follow': 'Follow us',
  'footer.closed': 'Closed',
  'footer.rights': '© {year} {name}. Family owned.',
  'page.home.title': 'Authentic Ethiopian flavors, family owned since {year}',
  'page.home.lead': 'Injera baked every morning, stews simmered for hours, and coffee roasted at the table.',
  'page.home.explore': 'Explore Menu',
  'page.menu.title': 'Our Menu',
  'page.menuOld.title': 'Menu',
  'page.about.title': 'About Us',
  'page.contact.title': 'Contact Us',
  'page.order.title': 'Order Online',
  'page.reservations.title': 'Reserve Your Table',
  'page.hall.title': 'Private Event Hall',
  'page.coffee.title': 'The Coffee Ceremony',
  'page.catering.title': 'Catering Service',
  'page.giftCard.title': 'Gift Cards',
  'page.adminLogin.title': 'Admin Login',
  'page.admin.title': 'Admin Dashboard',
  'page.resetPassword.title': 'Reset Password',
  'page.about.lead':
    'A family kitchen on Riverside Avenue, cooking the food we grew up with.',
  'page.reservations.lead':
    'Tables for 1 to 10 guests, every day. For larger parties, please call.',
  'page.coffee.lead':
    'Roasted, ground and brewed before you, poured in three rounds: abol, tona and baraka.',
  'page.giftCard.lead':
    'Share a meal with someone you love.',
  'page.order.lead':
    'Order for delivery or pickup through our delivery partners.',
  'page.hall.lead':
    'Our St. Paul hall hosts weddings, graduations and celebrations of up to 200 guests.',
  'page.menu.lead':
    'Slow-cooked wots, sizzling tibs and vegetarian dishes, all served on injera baked every morning.',
  'page.catering.lead':
    'Ethiopian food for events of 10 to 500 guests across the Twin Cities.',
  'page.contact.lead':
    'Call, write or visit: we are glad to help with tables, events and catering.',
  'page.menuOld.lead':
    'Appetizers, main courses, desserts and beverages.',
  'page.loading': 'Loading…',
  'notFound.title': '404 Page Not Found',
  'notFound.body': 'Did you forget to add the page to the router?',
  'notFound.home': 'Back to the home page',
  'day.monday': 'Monday',
  'day.tuesday': 'Tuesday',
  'day.wednesday': 'Wednesday',
  'day.thursday': 'Thursday',
  'day.friday': 'Friday',
  'day.saturday': 'Saturday',
  'day.sunday': 'Sunday',
} as const;

export type MessageKey = keyof typeof en;
