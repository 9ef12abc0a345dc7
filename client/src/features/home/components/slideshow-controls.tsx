import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';

interface SlideshowControlsProps {
  caption: string;
  position: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  canAutoAdvance: boolean;
  stopped: boolean;
  onToggleStopped: () => void;
}

/** A 44 px round button for the dark hero (the shared variants are made for light backgrounds). */
function RoundButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-background/40 bg-foreground/40 text-background backdrop-blur transition-colors hover:bg-background hover:text-foreground [&_svg]:size-5"
      {...props}
    />
  );
}

/** The hero's caption, progress dots, pause/play and previous/next buttons (44 px targets). */
export function SlideshowControls(props: SlideshowControlsProps) {
  const { t } = useI18n();
  const { caption, position, total } = props;
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
      {props.canAutoAdvance && (
        <RoundButton
          aria-label={props.stopped ? t('home.hero.play') : t('home.hero.pause')}
          onClick={props.onToggleStopped}
        >
          <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            {props.stopped ? <path d="M8 5.5v13l10-6.5z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
          </svg>
        </RoundButton>
      )}
      <RoundButton aria-label={t('home.hero.previous')} onClick={props.onPrevious}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </RoundButton>
      <RoundButton aria-label={t('home.hero.next')} onClick={props.onNext}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M9 5l7 7-7 7" />
        </svg>
      </RoundButton>
    </div>
  );
}
