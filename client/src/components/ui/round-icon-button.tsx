import { cn } from '@/lib/cn';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './entry-icons';

const ICONS = {
  previous: ChevronLeftIcon,
  next: ChevronRightIcon,
  pause: PauseIcon,
  play: PlayIcon,
} as const;

const TONES = {
  /** Over a picture. */
  dark: 'border border-background/50 bg-foreground/40 text-background backdrop-blur-sm hover:bg-foreground/70',
  /** A card on the page. */
  light: 'border border-border bg-card text-foreground shadow-[var(--shadow-card)] hover:bg-muted',
  /** No frame, beside other controls on a card. */
  plain: 'text-muted-foreground hover:bg-muted hover:text-foreground',
} as const;

interface RoundIconButtonProps {
  icon: keyof typeof ICONS;
  label: string;
  onClick: () => void;
  tone?: keyof typeof TONES;
  className?: string;
}

/** A round icon button for slideshows and the gallery (44 px tap target). */
export function RoundIconButton({ icon, label, onClick, tone = 'dark', className }: RoundIconButtonProps) {
  const Icon = ICONS[icon];
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors',
        TONES[tone],
        className,
      )}
    >
      <Icon className="size-5" strokeWidth="2.5" />
    </button>
  );
}

interface PlayPauseButtonProps {
  /** What `useSlideshow` returns. */
  slideshow: { canAutoAdvance: boolean; stopped: boolean; toggleStopped: () => void };
  playLabel: string;
  pauseLabel: string;
  tone?: keyof typeof TONES;
}

/** A slideshow's pause button (play once paused); absent when the slideshow never moves on its own. */
export function PlayPauseButton({ slideshow, playLabel, pauseLabel, tone }: PlayPauseButtonProps) {
  if (!slideshow.canAutoAdvance) return null;
  return (
    <RoundIconButton
      icon={slideshow.stopped ? 'play' : 'pause'}
      label={slideshow.stopped ? playLabel : pauseLabel}
      onClick={slideshow.toggleStopped}
      tone={tone}
    />
  );
}
