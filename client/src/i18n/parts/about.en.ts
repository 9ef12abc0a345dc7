/** The about page (/about). */
export const aboutEn = {
  'about.meta.title': 'About Us: Our Family and Story | Selam Ethiopian Restaurant',
  'about.meta.description':
    'Meet the family behind Selam Ethiopian Restaurant in Minneapolis: our story, our values and the Ethiopian traditions we cook and share every day.',
  'about.intro.eyebrow': 'Our story',
  'about.intro.body1':
    '{name} opened its doors in {city} in {year} with a simple promise: to cook the food of our childhood the way our mothers and grandmothers taught us, and to welcome every guest like family.',
  'about.intro.body2':
    'Our injera is baked every morning from teff, our berbere is blended in our own kitchen, and our stews simmer for hours. Whether you are discovering Ethiopian food for the first time or have eaten it all your life, we want you to feel at home at our table.',
  'about.badge.years': '{years}+ years',
  'about.badge.caption': 'serving {city} since {year}',
  'about.values.eyebrow': 'What we stand for',
  'about.values.title': 'Our values',
  'about.values.authenticity.title': 'Authenticity',
  'about.values.authenticity.body': 'Family recipes, real spices and traditional methods, with no shortcuts.',
  'about.values.community.title': 'Community',
  'about.values.community.body':
    'A gathering place for neighbours, the Ethiopian community and everyone curious to join.',
  'about.values.excellence.title': 'Excellence',
  'about.values.excellence.body': 'Fresh ingredients, careful cooking and warm, attentive service at every visit.',
  'about.values.tradition.title': 'Tradition',
  'about.values.tradition.body': 'From the shared mesob to the coffee ceremony, we keep Ethiopian customs alive.',
  'about.culture.eyebrow': 'Ethiopian dining culture',
  'about.culture.title': 'A meal is meant to be shared',
  'about.culture.body1':
    'In Ethiopia, food arrives on one large platter of injera set on a woven mesob basket. Everyone eats together with their hands, tearing injera to scoop up the stews.',
  'about.culture.body2':
    'Offering gursha, a bite placed lovingly in a friend’s mouth, is a sign of respect and affection. And no meal is complete without coffee, roasted and brewed at the table.',
  'about.culture.alt':
    'A woven mesob basket holding injera topped with colourful stews, with hands reaching in to share',
  'about.culture.coffeeLink': 'Discover the coffee ceremony',
  'about.family.eyebrow': 'Our family',
  'about.family.title': 'Family owned since {year}',
  'about.family.body1':
    'What began as a small family kitchen has grown into a restaurant and an event hall, but it is still run by the same family. Parents, children and cousins work side by side, in the kitchen and at your table.',
  'about.family.body2':
    'Many of our guests have been coming for years, and some of our staff have been with us almost as long. Thank you for letting us be part of your celebrations, your Friday dinners and your first taste of Ethiopia.',
  'about.family.alt':
    'A flat illustrated family portrait: parents in traditional white and dark clothes with three children',
  'about.photos.eyebrow': 'In pictures',
  'about.photos.title': 'Our restaurant, from the inside',
  'about.menu.title': 'Come hungry, leave as family',
  'about.menu.body': 'Explore the dishes we have been cooking for our guests for {years} years.',
  'about.menu.link': 'Explore Our Menu',
} as const;
