import { TestimonialsBand } from '@/components/sections/testimonials-band';
import { useHomeSectionsI18n } from '@/i18n/home-sections';

const TESTIMONIALS = ['1', '2', '3'] as const;
const RATING = 5;

/** Three static guest testimonials with star ratings. */
export function Testimonials() {
  const { t } = useHomeSectionsI18n();
  const testimonials = TESTIMONIALS.map((id) => ({
    id,
    quote: t(`home.testimonials.${id}.quote`),
    name: t(`home.testimonials.${id}.name`),
    detail: t(`home.testimonials.${id}.detail`),
    rating: RATING,
  }));
  return (
    <TestimonialsBand
      id="home-testimonials-title"
      eyebrow={t('home.testimonials.eyebrow')}
      title={t('home.testimonials.title')}
      testimonials={testimonials}
      ratingLabel={(rating) => t('home.testimonials.rating', { rating })}
      band="primary"
    />
  );
}

export default Testimonials;
