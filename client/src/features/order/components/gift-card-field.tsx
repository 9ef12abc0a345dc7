import { useId, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { chunkLoader } from '@/lib/chunk-loader';
import { useOrderI18n } from '@/i18n/order';
import type { GiftCardPanelProps } from './gift-card-panel';

// Most diners have no gift card: the field and its logic load when the section is first opened.
const panel = chunkLoader(() => import('./gift-card-panel'));

/**
 * "Have a gift card?", a section that opens on the gift card's field (see GiftCardPanel); it stays
 * open while a card is applied or refused.
 */
export function GiftCardField(props: GiftCardPanelProps) {
  const { form, applied } = props;
  const { t } = useOrderI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [module, setModule] = useState(panel.current);
  const [loadFailed, setLoadFailed] = useState(false);
  const { errors } = useFormState({ control: form.control, name: 'giftCardCode' });
  // A refusal of the card (here, or when the order is placed) is shown with its field open.
  const shown = open || Boolean(applied) || Boolean(errors.giftCardCode);
  const load = () => {
    setLoadFailed(false);
    panel.load().then(setModule, () => setLoadFailed(true));
  };
  const toggle = () => {
    if (shown) form.clearErrors('giftCardCode');
    else if (!module) load();
    setOpen(!shown);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {applied ? (
          t('order.giftCard.title')
        ) : (
          <button
            type="button"
            aria-expanded={shown}
            aria-controls={`${id}-panel`}
            onClick={toggle}
            onPointerEnter={panel.prefetch}
            onFocus={panel.prefetch}
            className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg text-left"
          >
            {t('order.giftCard.toggle')}
            <span aria-hidden="true" className={cn('text-base transition-transform', shown && 'rotate-180')}>
              ▾
            </span>
          </button>
        )}
      </h2>
      <div id={`${id}-panel`} hidden={!shown} className="grid gap-3">
        {module ? (
          <module.GiftCardPanel {...props} />
        ) : loadFailed ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t('order.giftCard.failed')}
          </p>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {t('order.checkout.loading')}
          </p>
        )}
      </div>
    </section>
  );
}
