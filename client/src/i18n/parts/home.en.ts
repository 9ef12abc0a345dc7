/** The home page: hero slideshow, experiences, featured dishes, welcome, testimonials, lazy sections. */
export const homeEn = {
  'home.meta.title': 'Authentic Ethiopian Food in {city} Since {year} | {name}',
  'home.meta.titleLoading': 'Authentic Ethiopian Food, Family Owned',
  'home.meta.description':
    'Family-owned Ethiopian restaurant in {city} since {year}: injera baked every morning, slow-simmered wots, sizzling tibs, vegetarian platters and the traditional coffee ceremony. Reserve a table or order online.',

  'home.meta.descriptionLoading':
    'Family-owned Ethiopian restaurant: injera baked every morning, slow-simmered wots, sizzling tibs, vegetarian platters and the traditional coffee ceremony.',

  'home.hero.label': 'Highlights of our restaurant',
  'home.hero.previous': 'Previous slide',
  'home.hero.next': 'Next slide',
  'home.hero.pause': 'Pause slideshow',
  'home.hero.play': 'Play slideshow',
  'home.hero.slide': '{current} of {total}',
  'home.hero.todayHours': 'Today {hours}',
  'home.hero.closedToday': 'Closed today',

  'home.slide.mesob.alt': 'Injera topped with colourful stews, served on a woven mesob basket',
  'home.slide.mesob.caption': 'Injera and stews on the mesob',
  'home.slide.jebena.alt': 'A clay jebena pouring coffee into small cini cups beside burning incense',
  'home.slide.jebena.caption': 'Coffee poured from the jebena',
  'home.slide.family.alt': 'Three generations of a family sharing one platter at a round table in our dining room',
  'home.slide.family.caption': 'Family at the table',
  'home.slide.tibs.alt': 'Beef tibs with rosemary and jalapeño sizzling in a clay dish over glowing charcoal',
  'home.slide.tibs.caption': 'Sizzling tibs',
  'home.slide.hall.alt': 'Our event hall set for a celebration with round tables, flowers and string lights',
  'home.slide.hall.caption': 'Celebrations at {hallName}',

  'home.experience.eyebrow': 'Why guests come back',
  'home.experience.title': 'More than a meal',
  'home.experience.lead': 'Every visit is a little like being welcomed into our home.',
  'home.experience.coffee.title': 'Coffee ceremony',
  'home.experience.coffee.body':
    'Beans roasted by hand, brewed in a clay jebena and poured in three rounds, just as in Ethiopian homes.',
  'home.experience.family.title': 'Family atmosphere',
  'home.experience.family.body':
    'One family has run this kitchen since {year}. Children, grandparents and first-timers are all welcome at our tables.',
  'home.experience.recipes.title': 'Authentic recipes',
  'home.experience.recipes.body':
    'Berbere blended in-house, injera baked every morning and stews simmered slowly for hours.',
  'home.experience.award.title': 'Award-winning cuisine',
  'home.experience.award.body':
    'Praised by local food writers and rated {rating} out of 5 by {count} guests.',

  'home.featured.eyebrow': 'From our kitchen',
  'home.featured.title': 'Featured dishes',
  'home.featured.lead': 'A few of the plates our guests order again and again.',
  'home.featured.loading': 'Loading featured dishes...',
  'home.featured.empty': 'Our featured dishes are being refreshed. The full menu is always open to explore.',
  'home.featured.error': 'We could not load the featured dishes just now. The full menu is one tap away.',
  'home.featured.more': 'See the full menu',
  'home.featured.featuredBadge': 'Featured',

  'home.welcome.eyebrow': 'Welcome to {name}',
  'home.welcome.title': 'A family table in {city} for {years} years',
  'home.welcome.body1':
    'In {year} our family opened a small dining room with a few tables, a jebena and the recipes we grew up with. Today three generations cook, serve and welcome guests together.',
  'home.welcome.body2':
    'Come for injera baked fresh every morning, stay for the coffee ceremony, and leave as part of the family.',
  'home.welcome.years': 'years of service',
  'home.welcome.since': 'Serving {city} since {year}',
  'home.welcome.story': 'Our story',

  'home.welcome.loading': 'Loading our story...',
  'home.testimonials.loading': 'Loading testimonials...',
  'home.testimonials.eyebrow': 'Kind words',
  'home.testimonials.title': 'What our guests say',
  'home.testimonials.rating': '{rating} out of 5 stars',
  'home.testimonials.1.quote':
    'The doro wot tastes like my grandmother’s. We come every Sunday after church, and they always remember our names.',
  'home.testimonials.1.name': 'Hanna T.',
  'home.testimonials.1.detail': 'Sunday regular',
  'home.testimonials.2.quote':
    'Our first time eating Ethiopian food. The staff walked us through the menu and the veggie combination was unforgettable.',
  'home.testimonials.2.name': 'Mark and Julie S.',
  'home.testimonials.2.detail': 'First visit',
  'home.testimonials.3.quote':
    'The coffee ceremony after dinner is the best way to end an evening. Warm people, generous plates, real flavour.',
  'home.testimonials.3.name': 'Dawit A.',
  'home.testimonials.3.detail': 'Coffee lover',

  'home.social.loading': 'Loading social media...',
  'home.social.eyebrow': 'Stay in touch',
  'home.social.title': 'Follow our kitchen',
  'home.social.lead': 'Daily specials, coffee ceremonies and celebrations at the hall.',
  'home.social.facebook': 'Facebook',
  'home.social.instagram': 'Instagram',
  'home.social.tiktok': 'TikTok',
  'home.social.newTab': '(opens in a new tab)',

  'home.contact.loading': 'Loading contact information...',
  'home.contact.eyebrow': 'Find us',
  'home.contact.title': 'Visit us today',
  'home.contact.address': 'Address',
  'home.contact.directions': 'Get directions',
  'home.contact.phone': 'Call us',
  'home.contact.email': 'Email',
  'home.contact.hours': 'Hours',
  'home.contact.today': 'Today',
  'home.contact.closed': 'Closed',
  'home.contact.dayRange': '{from} – {to}',
  'home.contact.more': 'More ways to reach us',
  'home.contact.error': 'We could not load our contact details just now.',

  'home.tour.loading': 'Loading virtual tour...',
  'home.tour.eyebrow': 'Take a look inside',
  'home.tour.title': 'A short walk through our home',
  'home.tour.step': 'Stop {number}',
  'home.tour.dining.title': 'The dining room',
  'home.tour.dining.body': 'Warm colours, woven mesob tables and room for the whole family, from a quiet dinner for two to a birthday for twelve.',
  'home.tour.coffee.title': 'The coffee corner',
  'home.tour.coffee.body': 'The jebena is always warm here. Beans are roasted, ground and brewed in front of you, then poured in three rounds.',
  'home.tour.coffee.link': 'Discover the coffee ceremony',
  'home.tour.hall.title': '{hallName}',
  'home.tour.hall.body': 'Our sister hall in {hallCity} hosts weddings, graduations and family celebrations, with our kitchen cooking for every guest.',
  'home.tour.hall.link': 'Plan an event at the hall',
} as const;
