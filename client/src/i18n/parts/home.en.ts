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
  'home.experience.award.body': 'Praised by local food writers and rated {rating} out of 5 by {count} guests.',

  'home.featured.loading': 'Loading featured dishes...',

  'home.welcome.loading': 'Loading our story...',
  'home.testimonials.loading': 'Loading testimonials...',

  'home.social.loading': 'Loading social media...',

  'home.contact.loading': 'Loading contact information...',
  'home.contact.error': 'We could not load our contact details just now.',

  'home.tour.loading': 'Loading virtual tour...',
} as const;
