import type { MessageKey } from '@/i18n/en';
import { useI18n } from '@/lib/i18n';
import { SectionHeading } from './section-heading';
import { StarRating } from './star-rating';

interface Testimonial {
  id: string;
  quote: MessageKey;
  name: MessageKey;
  detail: MessageKey;
  rating: number;
}

const TESTIMONIALS: readonly Testimonial[] = [
  { id: '1', quote: 'home.testimonials.1.quote', name: 'home.testimonials.1.name', detail: 'home.testimonials.1.detail', rating: 5 },
  { id: '2', quote: 'home.testimonials.2.quote', name: 'home.testimonials.2.name', detail: 'home.testimonials.2.detail', rating: 5 },
  { id: '3', quote: 'home.testimonials.3.quote', name: 'home.testimonials.3.name', detail: 'home.testimonials.3.detail', rating: 5 },
];

/** Three static guest testimonials with star ratings. */
export function Testimonials() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="home-testimonials-title" className="bg-primary py-16 text-primary-foreground sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="home-testimonials-title" eyebrow={t('home.testimonials.eyebrow')} title={t('home.testimonials.title')} tone="inverse" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-card p-6 text-card-foreground shadow-[var(--shadow-card)]">
                <StarRating rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 font-display text-lg leading-relaxed">
                  <p>“{t(testimonial.quote)}”</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-border pt-4">
                  <span className="block font-semibold">{t(testimonial.name)}</span>
                  <span className="text-sm text-muted-foreground">{t(testimonial.detail)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
