import { useHallI18n } from '@/i18n/hall';
import { StarIcon } from '@/components/ui/icons';

const TESTIMONIALS = ['one', 'two', 'three'] as const;
const STARS = 5;

/** Three static guest testimonials with star ratings. */
export function HallTestimonials() {
  const { t } = useHallI18n();
  return (
    <section aria-labelledby="hall-testimonials" className="bg-foreground text-background">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent">{t('hall.testimonials.eyebrow')}</p>
          <h2 id="hall-testimonials" className="mt-2 text-3xl font-semibold sm:text-4xl">
            {t('hall.testimonials.title')}
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((id) => (
            <li key={id}>
              <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-card p-6 text-card-foreground">
                <p className="flex gap-0.5 text-accent" role="img" aria-label={t('hall.testimonials.rating', { stars: STARS })}>
                  {Array.from({ length: STARS }, (_, i) => (
                    <StarIcon key={i} className="size-5" />
                  ))}
                </p>
                <blockquote className="mt-4 flex-1 text-lg">“{t(`hall.testimonials.${id}.quote`)}”</blockquote>
                <figcaption className="mt-5">
                  <span className="block font-semibold">{t(`hall.testimonials.${id}.name`)}</span>
                  <span className="text-sm text-muted-foreground">{t(`hall.testimonials.${id}.event`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
