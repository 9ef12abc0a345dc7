import { TestimonialsBand } from '@/components/sections/testimonials-band';
import { useHomeSectionsI18n } from '@/i18n/home-sections';
import { placeTestimonials, useSiteContent } from '@/lib/site-content';

const TESTIMONIALS = ['1', '2', '3'] as const;
const RATING = 5;

/**
 * The guests' words the owner chose for the home page, with their stars; none, no band. Until the
 * site's content has been read (or when it cannot be), three built-in testimonials.
 */
export function Testimonials() {
  const { t, language } = useHomeSectionsI18n();
  const owners = placeTestimonials(useSiteContent().data, 'home', language);
  if (owners && owners.length === 0) return null;
  const testimonials =
    owners ??
    TESTIMONIALS.map((id) => ({
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
