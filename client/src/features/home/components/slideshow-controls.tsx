import { PlayPauseButton, RoundIconButton } from '@/components/ui/round-icon-button';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';
import type { Slideshow } from '@/lib/use-slideshow';

/** The hero's counter, progress dots, caption, pause/play and previous/next buttons (44 px targets). */
export function SlideshowControls({
  slideshow,
  total,
  caption,
}: {
  slideshow: Slideshow;
  total: number;
  caption: string;
}) {
  const { t } = useI18n();
  const position = slideshow.index + 1;
  return (
    <div className="mt-8 flex items-center gap-3 border-t border-background/25 pt-4">
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-3">
          <span className="font-display text-sm font-semibold text-accent tabular-nums">
            {String(position).padStart(2, '0')} / {String(total).padStart(2, '0')}
          </span>
          <span aria-hidden="true" className="flex gap-1.5">
            {Array.from({ length: total }, (_, index) => (
              <span
                key={index}
                className={cn(
                  'h-1 rounded-full transition-all duration-300',
                  index + 1 === position ? 'w-6 bg-accent' : 'w-2.5 bg-background/40',
                )}
              />
            ))}
          </span>
        </div>
        <p className="mt-1 line-clamp-2 text-sm font-semibold text-background">{caption}</p>
      </div>
      <PlayPauseButton slideshow={slideshow} playLabel={t('home.hero.play')} pauseLabel={t('home.hero.pause')} />
      <RoundIconButton icon="previous" label={t('home.hero.previous')} onClick={slideshow.previous} />
      <RoundIconButton icon="next" label={t('home.hero.next')} onClick={slideshow.next} />
    </div>
  );
}
