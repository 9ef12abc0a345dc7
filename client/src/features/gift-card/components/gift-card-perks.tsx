import type { ComponentType } from 'react';
import { CalendarIcon, MailIcon, UtensilsIcon } from '@/components/ui/icons';
import { useGiftCardI18n, type GiftCardMessageKey } from '@/i18n/gift-card';

const PERKS: { text: GiftCardMessageKey; Icon: ComponentType<{ className?: string }> }[] = [
  { text: 'giftCard.perks.valid', Icon: CalendarIcon },
  { text: 'giftCard.perks.dining', Icon: UtensilsIcon },
  { text: 'giftCard.perks.email', Icon: MailIcon },
];

/** No expiry date, dine-in or takeout, emailed to the recipient once paid. */
export function GiftCardPerks() {
  const { t } = useGiftCardI18n();
  return (
    <section aria-label={t('giftCard.perks.label')}>
      <ul className="grid gap-3">
        {PERKS.map(({ text, Icon }) => (
          <li key={text} className="flex items-center gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/25 text-primary">
              <Icon className="size-5" />
            </span>
            {t(text)}
          </li>
        ))}
      </ul>
    </section>
  );
}
