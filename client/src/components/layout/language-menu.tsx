import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cloneElement, useEffect, useRef, useState } from 'react';
import { LANGUAGE_ANIMATION_MS, LANGUAGE_HIGHLIGHT_MS } from '@shared/constants';
import { CheckIcon } from '@/components/ui/icons';
import type { LoadedPopupProps } from '@/components/ui/load-on-open';
import { cn } from '@/lib/cn';
import { LANGUAGES, useI18n, type LanguageCode } from '@/lib/i18n';

/**
 * The language menu, loaded the first time it opens (see language-picker.tsx). Choosing another
 * language dims the menu, applies the language after 150 ms and closes the menu; the picker then
 * stays highlighted for 2 s, so the visitor sees where the choice lives.
 */
export default function LanguageMenu({ trigger, defaultOpen }: LoadedPopupProps) {
  const { language, setLanguage } = useI18n();
  const [open, setOpen] = useState(defaultOpen);
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

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        {cloneElement(trigger, { className: cn(trigger.props.className, highlight && 'border-accent bg-accent/20') })}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className={cn(
            'z-50 min-w-40 rounded-xl border border-border bg-card p-1 shadow-lg transition-opacity',
            animating && 'opacity-60',
          )}
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
              {entry.code === language && <CheckIcon className="size-4" />}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
