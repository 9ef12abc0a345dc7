import { StarIcon } from './entry-icons';

const STARS = 5;

/** Five stars, filled up to `rating`, read out as one image with `label` ("5 out of 5 stars"). */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <div role="img" aria-label={label} className="flex gap-1">
      {Array.from({ length: STARS }, (_, index) => (
        <StarIcon
          key={index}
          strokeWidth="1.5"
          className={index < rating ? 'size-5 fill-accent stroke-accent' : 'size-5 fill-none stroke-border'}
        />
      ))}
    </div>
  );
}
