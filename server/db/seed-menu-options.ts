// How the seeded house menu is ordered for pickup: the choices a diner makes about a dish, the
// kitchen work of the family platter, and the dishes only served at the restaurant. Keyed by the
// dish's English name. Migration 0019 adds the same to databases made before it.

export interface SeedOptionValue {
  name: string;
  am: string;
  priceDelta?: string;
  isDefault?: boolean;
}

export interface SeedOptionGroup {
  name: string;
  am: string;
  minChoices: number;
  maxChoices: number;
  values: SeedOptionValue[];
}

export interface SeedDishOrdering {
  options?: SeedOptionGroup[];
  kitchenLoad?: number;
  orderableOnline?: boolean;
}

const spiceLevel: SeedOptionGroup = {
  name: 'Spice level',
  am: 'የማቃጠል መጠን',
  minChoices: 1,
  maxChoices: 1,
  values: [
    { name: 'Mild', am: 'የማያቃጥል' },
    { name: 'Medium', am: 'መካከለኛ', isDefault: true },
    { name: 'Hot', am: 'የሚያቃጥል' },
  ],
};

const teffInjera = (priceDelta: string): SeedOptionGroup => ({
  name: 'Injera',
  am: 'እንጀራ',
  minChoices: 0,
  maxChoices: 1,
  values: [{ name: '100% teff injera', am: 'ንጹሕ የጤፍ እንጀራ', priceDelta }],
});
const injera = teffInjera('3.00');

const kitfoCooking: SeedOptionGroup = {
  name: 'How it is cooked',
  am: 'አበሳሰል',
  minChoices: 1,
  maxChoices: 1,
  values: [
    { name: 'Raw (tire)', am: 'ጥሬ' },
    { name: 'Lightly cooked (leb leb)', am: 'ለብ ለብ' },
    { name: 'Well done (yebesele)', am: 'የበሰለ' },
  ],
};

/** The Veggie Combination's description names six dishes; the platter holds four of them. */
const fourOfSix: SeedOptionGroup = {
  name: 'Choose 4 vegetable dishes',
  am: '4 የአትክልት ምግቦች ይምረጡ',
  minChoices: 4,
  maxChoices: 4,
  values: [
    { name: 'Misir Wot', am: 'ምስር ወጥ' },
    { name: 'Kik Alicha', am: 'ክክ አልጫ' },
    { name: 'Shiro', am: 'ሽሮ' },
    { name: 'Gomen', am: 'ጎመን' },
    { name: 'Atakilt Wot', am: 'አትክልት ወጥ' },
    { name: 'Fosolia', am: 'ፎሶሊያ' },
  ],
};

export const SEED_ORDERING: Record<string, SeedDishOrdering> = {
  'Doro Wot': { options: [spiceLevel, injera] },
  Kitfo: { options: [kitfoCooking, injera] },
  'Beef Tibs': { options: [spiceLevel, injera] },
  'Lamb Tibs': { options: [spiceLevel, injera] },
  'Yebeg Alicha': { options: [injera] },
  'Key Wot': { options: [spiceLevel, injera] },
  Shiro: { options: [spiceLevel, injera] },
  'Misir Wot': { options: [spiceLevel, injera] },
  Gomen: { options: [injera] },
  'Kik Alicha': { options: [injera] },
  'Atakilt Wot': { options: [injera] },
  Fosolia: { options: [injera] },
  'Veggie Combination': { options: [fourOfSix, injera] },
  'Selam Family Platter': { options: [teffInjera('6.00')], kitchenLoad: 3 },
  // Alcohol is not sold for pickup; the ceremony is served at the table.
  Tej: { orderableOnline: false },
  'Coffee Ceremony for the Table': { orderableOnline: false },
};

/** A seeded group as the menu item writes take it. */
export function seedGroupInput(group: SeedOptionGroup) {
  return {
    name: group.name,
    translations: { am: { name: group.am } },
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    values: group.values.map((value) => ({
      name: value.name,
      translations: { am: { name: value.am } },
      priceDelta: value.priceDelta ?? '0.00',
      isDefault: value.isDefault ?? false,
    })),
  };
}
