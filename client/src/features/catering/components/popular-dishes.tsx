import { useCateringI18n, type CateringMessageKey } from '@/i18n/catering';

const DISHES: { image: string; name: CateringMessageKey; body: CateringMessageKey }[] = [
  { image: '/images/menu/doro-wot.svg', name: 'catering.dishes.doroWot.name', body: 'catering.dishes.doroWot.body' },
  { image: '/images/menu/tibs.svg', name: 'catering.dishes.tibs.name', body: 'catering.dishes.tibs.body' },
  {
    image: '/images/menu/veggie-combo.svg',
    name: 'catering.dishes.veggieCombo.name',
    body: 'catering.dishes.veggieCombo.body',
  },
  { image: '/images/menu/shiro.svg', name: 'catering.dishes.shiro.name', body: 'catering.dishes.shiro.body' },
  { image: '/images/menu/lentils.svg', name: 'catering.dishes.misir.name', body: 'catering.dishes.misir.body' },
  { image: '/images/menu/sambusa.svg', name: 'catering.dishes.sambusa.name', body: 'catering.dishes.sambusa.body' },
];

/** Six dishes that travel well and feed a crowd. */
export function PopularDishes() {
  const { t } = useCateringI18n();
  return (
    <section aria-labelledby="catering-dishes-title">
      <h2 id="catering-dishes-title" className="text-2xl font-semibold sm:text-3xl">
        {t('catering.dishes.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('catering.dishes.lead')}</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3">
        {DISHES.map((dish) => (
          <li
            key={dish.name}
            className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-[var(--shadow-card)]"
          >
            <img
              src={dish.image}
              alt={t(dish.name)}
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <div className="p-4">
              <h3 className="text-lg font-semibold">{t(dish.name)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(dish.body)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
