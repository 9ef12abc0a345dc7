import { useI18n } from '@/lib/i18n';

const STAR = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z';

/** Five drawn stars, filled up to `rating`, read out as "5 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useI18n();
  return (
    <div role="img" aria-label={t('home.testimonials.rating', { rating })} className="flex gap-1">
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={index < rating ? 'size-5 fill-accent stroke-accent' : 'size-5 fill-none stroke-border'}
          strokeWidth="1.5"
          strokeLinejoin="round"
        >
          <path d={STAR} />
        </svg>
      ))}
    </div>
  );
}
