import { BandSection } from '@/components/sections/band-section';
import { PictureCard } from '@/components/sections/picture-card';
import { useCoffeeI18n } from '@/i18n/coffee';
import { ELEMENT_SIZE, ELEMENTS } from '../coffee-content';

/** Jebena, incense and cini, each with an illustration. */
export function CoffeeElements() {
  const { t } = useCoffeeI18n();
  return (
    <BandSection id="coffee-elements" eyebrow={t('coffee.elements.eyebrow')} title={t('coffee.elements.title')}>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {ELEMENTS.map((element) => (
          <PictureCard
            key={element.id}
            image={{ src: element.src, alt: t(`coffee.elements.${element.id}.alt`), ...ELEMENT_SIZE }}
            bodyClassName="p-6"
          >
            <h3 className="text-2xl font-semibold">{t(`coffee.elements.${element.id}.title`)}</h3>
            <p className="mt-2 text-muted-foreground">{t(`coffee.elements.${element.id}.body`)}</p>
          </PictureCard>
        ))}
      </ul>
    </BandSection>
  );
}
