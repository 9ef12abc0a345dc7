import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatAddress, telHref } from '@shared/business-info';
import { CloseIcon } from '@/components/ui/icons';
import type { LoadedPopupProps } from '@/components/ui/load-on-open';
import { useSiteInfo } from '@/lib/site-info';
import { useI18n } from '@/lib/i18n';
import { latinTextLang } from '@/lib/text-lang';
import { LanguagePicker } from './language-picker';
import { DRAWER_GROUPS } from './nav-links';

/** The phone menu's panel, loaded the first time it opens (see mobile-nav-drawer.tsx). */
export default function MobileNavPanel({ trigger, defaultOpen }: LoadedPopupProps) {
  const { t, language } = useI18n();
  const { data: site } = useSiteInfo();
  const [location] = useLocation();
  const [open, setOpen] = useState(defaultOpen);
  const business = site?.business;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-background shadow-2xl motion-safe:animate-[slide-in_200ms_ease-out]"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <DialogPrimitive.Title className="font-display text-lg font-semibold">
              {t('nav.main')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted"
              aria-label={t('nav.closeMenu')}
            >
              <CloseIcon className="size-6" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={t('nav.main')} className="grid gap-5 px-4 py-4">
            {DRAWER_GROUPS.map((group) => (
              <section key={group.label}>
                <h2 className="px-3 text-xs font-bold uppercase tracking-wider text-muted-foreground">
                  {t(group.label)}
                </h2>
                <ul className="mt-1 grid">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        aria-current={location === link.href ? 'page' : undefined}
                        onClick={() => setOpen(false)}
                        className="flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:text-primary"
                      >
                        {t(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <LanguagePicker className="justify-self-start" />
          </nav>
          {business && (
            <address className="mt-auto border-t border-border bg-muted/60 px-7 py-4 text-sm not-italic">
              <p lang={latinTextLang(business.address.street, language)}>{formatAddress(business.address)}</p>
              <a
                href={telHref(business.phone)}
                className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary"
              >
                {business.phone}
              </a>
            </address>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
