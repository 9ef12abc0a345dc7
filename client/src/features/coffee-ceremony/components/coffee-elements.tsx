import { SectionHeading } from '@/components/layout/section-heading';
import { useCoffeeI18n } from '@/i18n/coffee';
import { ELEMENT_SIZE, ELEMENTS } from '../coffee-content';

/** Jebena, incense and cini, each with an illustration. */
export function CoffeeElements() {
  const { t } = useCoffeeI18n();
  return (
    <section aria-labelledby="coffee-elements" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading id="coffee-elements" eyebrow={t('coffee.elements.eyebrow')} title={t('coffee.elements.title')} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {ELEMENTS.map((element) => (
          <li
            key={element.id}
            className="overflow-hidden rounded-[var(--radius-card)] bg-card shadow-[var(--shadow-card)]"
          >
            <img
              src={element.src}
              alt={t(`coffee.elements.${element.id}.alt`)}
              width={ELEMENT_SIZE.width}
              height={ELEMENT_SIZE.height}
              loading="lazy"
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="p-6">
              <h3 className="text-2xl font-semibold">{t(`coffee.elements.${element.id}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`coffee.elements.${element.id}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
