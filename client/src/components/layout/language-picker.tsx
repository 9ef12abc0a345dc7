import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import { LANGUAGE_ANIMATION_MS, LANGUAGE_HIGHLIGHT_MS } from '@shared/constants';
import { cn } from '@/lib/cn';
import { LANGUAGES, useI18n, type LanguageCode } from '@/lib/i18n';

/**
 * Spec section 4: choosing another language animates, applies it after 150 ms and closes the
 * menu; the picker stays highlighted for 2000 ms.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, language, setLanguage } = useI18n();
  const [open, setOpen] = useState(false);
  const [animating, setAnimating] = useState(false);
  const [highlight, setHighlight] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => clearTimeout(timer)), []);

  const choose = (code: LanguageCode) => {
    if (code === language) {
      setOpen(false);
      return;
    }
    setAnimating(true);
    timers.current.push(
      window.setTimeout(() => {
        setLanguage(code);
        setAnimating(false);
        setOpen(false);
        setHighlight(true);
        timers.current.push(window.setTimeout(() => setHighlight(false), LANGUAGE_HIGHLIGHT_MS));
      }, LANGUAGE_ANIMATION_MS),
    );
  };

  const current = LANGUAGES.find((entry) => entry.code === language)!;
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        aria-label={t('nav.language', { language: current.nativeName })}
        className={cn(
          'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border px-3 text-sm font-semibold transition-colors hover:bg-muted',
          highlight && 'border-accent bg-accent/20',
          className,
        )}
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        {current.code.toUpperCase()}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className={cn('z-50 min-w-40 rounded-xl border border-border bg-card p-1 shadow-lg transition-opacity', animating && 'opacity-60')}
        >
          {LANGUAGES.map((entry) => (
            <DropdownMenu.Item
              key={entry.code}
              lang={entry.code}
              onSelect={(event) => {
                event.preventDefault();
                choose(entry.code);
              }}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-muted',
                entry.code === language && 'font-semibold text-primary',
              )}
            >
              {entry.nativeName}
              {entry.code === language && <span aria-hidden="true">✓</span>}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
