// The house menu a new installation starts with. Staff edit it from Menu Management.

export interface SeedMenuItem {
  name: string;
  description: string;
  price: string;
  category: string;
  image: string;
  ingredients?: string;
  tags?: string[];
  featured?: 0 | 1;
}

const art = (name: string) => `/images/menu/${name}.svg`;

export const SEED_MENU: SeedMenuItem[] = [
  {
    name: 'Sambusa',
    description:
      'Three crisp pastry triangles filled with green lentils, onion, garlic and jalapeño, served with a tangy green awaze dip.',
    price: '7.50',
    category: 'Appetizers',
    image: art('sambusa'),
    ingredients: 'Wheat pastry, green lentils, onion, garlic, jalapeño',
    tags: ['vegan'],
  },
  {
    name: 'Beef Sambusa',
    description: 'Golden pastry triangles stuffed with seasoned ground beef, onion and green chili.',
    price: '8.50',
    category: 'Appetizers',
    image: art('sambusa'),
    ingredients: 'Wheat pastry, ground beef, onion, green chili',
  },
  {
    name: 'Azifa',
    description:
      'Chilled whole green lentils tossed with Ethiopian mustard, lime, red onion and jalapeño, with injera on the side.',
    price: '7.00',
    category: 'Appetizers',
    image: art('lentils'),
    tags: ['vegan', 'gluten-free without injera'],
  },
  {
    name: 'Timatim Fitfit',
    description: 'Ripe tomato, onion and jalapeño folded with torn injera in a bright lemon and olive oil dressing.',
    price: '8.00',
    category: 'Appetizers',
    image: art('salad'),
    tags: ['vegan'],
  },
  {
    name: 'Doro Wot',
    description:
      'Our holiday dish: chicken drumstick slow-simmered for hours in berbere, caramelised onion and spiced butter, with a hard-boiled egg.',
    price: '19.95',
    category: 'Meat Dishes',
    image: art('doro-wot'),
    ingredients: 'Chicken, red onion, berbere, niter kibbeh, egg, garlic, ginger',
    tags: ['spicy', 'house favourite'],
    featured: 1,
  },
  {
    name: 'Kitfo',
    description:
      'Finely minced lean beef warmed in mitmita and herbed butter, served raw, medium or well done with ayib cheese and gomen.',
    price: '19.50',
    category: 'Meat Dishes',
    image: art('kitfo'),
    ingredients: 'Lean beef, mitmita, niter kibbeh, ayib, collard greens',
    tags: ['spicy'],
    featured: 1,
  },
  {
    name: 'Beef Tibs',
    description:
      'Tender cubes of beef sautéed with onion, rosemary, jalapeño and a touch of awaze, brought to the table sizzling.',
    price: '18.50',
    category: 'Meat Dishes',
    image: art('tibs'),
    ingredients: 'Beef, onion, rosemary, jalapeño, awaze',
  },
  {
    name: 'Lamb Tibs',
    description: 'Lamb sautéed with onion, garlic, rosemary and green pepper in niter kibbeh.',
    price: '20.50',
    category: 'Meat Dishes',
    image: art('tibs'),
    ingredients: 'Lamb, onion, garlic, rosemary, green pepper, niter kibbeh',
  },
  {
    name: 'Yebeg Alicha',
    description: 'Lamb on the bone stewed gently with turmeric, ginger and garlic: mild, golden and comforting.',
    price: '18.95',
    category: 'Meat Dishes',
    image: art('doro-wot'),
    tags: ['mild'],
  },
  {
    name: 'Key Wot',
    description: 'Beef stewed slowly in a deep red berbere sauce with onion and spiced butter.',
    price: '18.50',
    category: 'Meat Dishes',
    image: art('doro-wot'),
    tags: ['spicy'],
  },
  {
    name: 'Shiro',
    description:
      'Silky stew of ground chickpeas and broad beans simmered with garlic, onion and berbere, served bubbling in a clay pot.',
    price: '14.50',
    category: 'Vegetarian',
    image: art('shiro'),
    tags: ['vegan'],
  },
  {
    name: 'Misir Wot',
    description: 'Red lentils cooked down with onion, garlic and berbere into a rich, spicy stew.',
    price: '13.95',
    category: 'Vegetarian',
    image: art('lentils'),
    tags: ['vegan', 'spicy'],
  },
  {
    name: 'Gomen',
    description: 'Collard greens braised with garlic, ginger, onion and a little green chili.',
    price: '12.95',
    category: 'Vegetarian',
    image: art('greens'),
    tags: ['vegan'],
  },
  {
    name: 'Kik Alicha',
    description: 'Yellow split peas simmered with turmeric, onion and garlic: mild and earthy.',
    price: '12.95',
    category: 'Vegetarian',
    image: art('lentils'),
    tags: ['vegan', 'mild'],
  },
  {
    name: 'Atakilt Wot',
    description: 'Cabbage, carrots and potatoes stewed with turmeric, ginger and garlic.',
    price: '12.50',
    category: 'Vegetarian',
    image: art('greens'),
    tags: ['vegan', 'mild'],
  },
  {
    name: 'Fosolia',
    description: 'Green beans and carrots sautéed with onion, garlic and a pinch of cardamom.',
    price: '12.50',
    category: 'Vegetarian',
    image: art('greens'),
    tags: ['vegan'],
  },
  {
    name: 'Veggie Combination',
    description:
      'A generous injera platter of misir wot, kik alicha, shiro, gomen, atakilt wot and fosolia. The best way to taste our kitchen.',
    price: '21.95',
    category: 'Special Combinations',
    image: art('veggie-combo'),
    tags: ['vegan', 'for sharing'],
    featured: 1,
  },
  {
    name: 'Selam Family Platter',
    description:
      'For two or three: doro wot, key wot, beef tibs and three vegetable dishes on one large injera, with extra injera rolls.',
    price: '54.00',
    category: 'Special Combinations',
    image: art('veggie-combo'),
    tags: ['for sharing'],
  },
  {
    name: 'Baklava',
    description: 'Layers of flaky pastry, walnuts and honey syrup, baked in house.',
    price: '6.00',
    category: 'Desserts',
    image: art('dessert'),
  },
  {
    name: 'Ambasha with Honey',
    description: 'Warm slices of our decorated celebration bread, scented with cardamom, with honey butter.',
    price: '6.50',
    category: 'Desserts',
    image: art('bread'),
  },
  {
    name: 'Kids Tibs and Rice',
    description: 'Mild beef tibs without chili, with buttered rice. For guests under twelve.',
    price: '9.50',
    category: 'Kids menu',
    image: art('kids'),
    tags: ['mild'],
  },
  {
    name: 'Kids Lentils and Rice',
    description: 'Mild yellow split peas with buttered rice and a little injera to tear.',
    price: '8.50',
    category: 'Kids menu',
    image: art('kids'),
    tags: ['vegetarian', 'mild'],
  },
  {
    name: 'Ethiopian Coffee',
    description:
      'Yirgacheffe beans roasted in house and brewed in a clay jebena, served in small cini cups with a pinch of sugar on the side.',
    price: '4.50',
    category: 'Hot Beverages',
    image: art('coffee'),
  },
  {
    name: 'Coffee Ceremony for the Table',
    description:
      'Beans roasted at your table, ground and brewed in the jebena, poured in three rounds with incense and popcorn. For two to four guests.',
    price: '18.00',
    category: 'Hot Beverages',
    image: art('coffee'),
    tags: ['for sharing'],
  },
  {
    name: 'Shai',
    description: 'Black tea steeped with cinnamon, clove and cardamom.',
    price: '3.50',
    category: 'Hot Beverages',
    image: art('tea'),
  },
  {
    name: 'Tej',
    description: 'Ethiopian honey wine fermented with gesho, served chilled in a berele. Glass.',
    price: '8.00',
    category: 'Traditional Beverages',
    image: art('tej'),
    tags: ['21+'],
  },
  {
    name: 'Spris',
    description: 'Layered fresh juice of avocado, mango and papaya with a squeeze of lime.',
    price: '6.50',
    category: 'Traditional Beverages',
    image: art('juice'),
  },
  {
    name: 'Ambo Mineral Water',
    description: 'Naturally sparkling mineral water from the springs of Ambo, Ethiopia.',
    price: '3.50',
    category: 'Beverages',
    image: art('water'),
  },
  {
    name: 'Mango Juice',
    description: 'Thick, sweet mango juice, served cold.',
    price: '4.50',
    category: 'Beverages',
    image: art('juice'),
  },
  {
    name: 'Soft Drinks',
    description: 'Coca-Cola, Diet Coke, Sprite or ginger ale.',
    price: '2.50',
    category: 'Beverages',
    image: art('water'),
  },
];
