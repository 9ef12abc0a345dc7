import type { GiftCardDto } from '@shared/schemas/gift-card';
import { useAdminContext } from '@/components/admin/admin-context';
import { Button } from '@/components/ui/button';
import { EyeIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { giftCardTheme } from '@/lib/gift-card';
import { formatMoney } from '@/lib/format';
import { formatDay } from '@/lib/format-date';
import { DesignPreview } from './design-preview';
import { GiftCardStatusBadge } from './status-badge';

interface GiftCardItemProps {
  card: GiftCardDto;
  onDetails: (card: GiftCardDto) => void;
}

/** One gift card in the list: design, code, status, balance and redeemed total, who it is for and from, and Details. */
export function GiftCardItem({ card, onDetails }: GiftCardItemProps) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const theme = giftCardTheme(card.designTheme);
  const partlySpent = Number(card.balance) !== Number(card.amount);

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-[var(--shadow-card)]">
      <div className="flex items-start gap-3">
        <DesignPreview
          theme={theme}
          label={t('admin.giftCards.theme.preview', { theme: t(`admin.giftCards.theme.${theme}`) })}
        />
        <div className="min-w-0 flex-1">
          <p className="break-all font-mono text-sm font-semibold tracking-wide">{card.code}</p>
          <div className="mt-1">
            <GiftCardStatusBadge status={card.status} />
          </div>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('admin.giftCards.card.balance')}</dt>
          <dd className="font-display text-xl font-semibold tabular-nums">
            {formatMoney(card.balance, language)}
            {partlySpent && (
              <span className="ml-1 font-sans text-xs font-normal text-muted-foreground">
                {t('admin.giftCards.card.of', { amount: formatMoney(card.amount, language) })}
              </span>
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('admin.giftCards.card.redeemed')}</dt>
          <dd className="font-display text-xl font-semibold tabular-nums">
            {formatMoney(card.redeemedTotal, language)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('admin.giftCards.card.emailSent')}</dt>
          <dd className={card.emailSent ? 'font-semibold text-success' : 'font-semibold'}>
            {card.emailSent ? t('admin.giftCards.card.emailYes') : t('admin.giftCards.card.emailPending')}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('admin.giftCards.card.recipient')}</dt>
          <dd className="truncate font-medium" title={card.recipientName}>
            {card.recipientName}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('admin.giftCards.card.sender')}</dt>
          <dd className="truncate" title={card.senderName}>
            {card.senderName}
          </dd>
        </div>
        <div className="col-span-2 min-w-0">
          <dt className="sr-only">{t('admin.giftCards.card.created')}</dt>
          <dd className="text-muted-foreground">
            <time dateTime={card.createdAt}>
              {t('admin.common.createdOn', { date: formatDay(card.createdAt, timeZone, language) })}
            </time>
          </dd>
        </div>
      </dl>

      <Button
        variant="secondary"
        size="sm"
        className="mt-auto self-start max-sm:min-h-11"
        aria-label={t('admin.giftCards.card.detailsFor', { code: card.code })}
        onClick={() => onDetails(card)}
      >
        <EyeIcon />
        {t('admin.giftCards.card.details')}
      </Button>
    </li>
  );
}
