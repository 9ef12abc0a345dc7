import { cn } from '@/lib/cn';

const ICONS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M9 6v12M15 6v12',
  play: 'M8 5.5v13l11-6.5Z',
} as const;

/** A round icon button for slideshows and the gallery (44 px tap target). */
export function RoundIconButton({
  icon,
  label,
  onClick,
  tone = 'dark',
  className,
}: {
  icon: keyof typeof ICONS;
  label: string;
  onClick: () => void;
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors',
        tone === 'dark'
          ? 'border-background/50 bg-foreground/40 text-background backdrop-blur-sm hover:bg-foreground/70'
          : 'border-border bg-card text-foreground shadow-[var(--shadow-card)] hover:bg-muted',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill={icon === 'play' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={ICONS[icon]} />
      </svg>
    </button>
  );
}
