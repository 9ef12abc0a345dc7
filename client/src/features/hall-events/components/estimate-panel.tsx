import { HALL_TAX_RATE_TEXT } from '@shared/hall-events';
import { dollarsOf } from '@shared/money';
import { formatMoney } from '@/lib/format';
import { useHallEventsI18n } from '@/i18n/hall-events';
import type { Estimate, EstimateRow } from '../estimate';

interface EstimatePanelProps {
  /** Null until a package is chosen. */
  estimate: Estimate | null;
  guestCount: number;
  /** The deposit is shown once the hall's deposit share has loaded. */
  hasDeposit: boolean;
}

/** The live estimate beside the form: each line taxed or not, the tax, the total and the deposit. */
export function EstimatePanel({ estimate, guestCount, hasDeposit }: EstimatePanelProps) {
  const { t, language } = useHallEventsI18n();
  const money = (cents: number) => formatMoney(dollarsOf(cents), language);
  const label = (row: EstimateRow) =>
    row.key === 'rental'
      ? t('hallEvents.estimate.rental')
      : row.key === 'per_guest'
        ? t('hallEvents.estimate.perGuest', { guests: guestCount, price: money(row.unitCents) })
        : t(`hallEvents.addOn.${row.key}`);

  return (
    <section
      aria-labelledby="hall-estimate-title"
      className="rounded-[var(--radius-card)] border-2 border-accent bg-card p-5 shadow-[var(--shadow-card)]"
    >
      <h3 id="hall-estimate-title" className="text-xl font-semibold">
        {t('hallEvents.estimate.title')}
      </h3>
      <p className="mt-1 text-sm font-semibold text-muted-foreground">{t('hallEvents.estimate.mark')}</p>
      {!estimate ? (
        <p className="mt-4 text-muted-foreground">{t('hallEvents.estimate.choosePackage')}</p>
      ) : (
        <div aria-live="polite">
          <ul className="mt-4 grid gap-3">
            {estimate.rows.map((row) => (
              <li key={row.key} className="flex items-start justify-between gap-3">
                <span>
                  <span className="block">{label(row)}</span>
                  <span className="block text-xs text-muted-foreground">
                    {row.taxable
                      ? t('hallEvents.estimate.taxed', { rate: HALL_TAX_RATE_TEXT })
                      : t('hallEvents.estimate.notTaxed')}
                  </span>
                </span>
                <span className="font-semibold tabular-nums">{money(row.amountCents)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 grid gap-2 border-t border-border pt-4">
            <div className="flex justify-between gap-3">
              <dt>{t('hallEvents.estimate.subtotal')}</dt>
              <dd className="tabular-nums">{money(estimate.totals.subtotalCents)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{t('hallEvents.estimate.tax', { rate: HALL_TAX_RATE_TEXT })}</dt>
              <dd className="tabular-nums">{money(estimate.totals.taxCents)}</dd>
            </div>
            <div className="flex justify-between gap-3 text-lg font-semibold">
              <dt>{t('hallEvents.estimate.total')}</dt>
              <dd className="tabular-nums">{money(estimate.totals.totalCents)}</dd>
            </div>
            {hasDeposit && estimate.totals.depositCents > 0 && (
              <div className="flex justify-between gap-3 text-sm">
                <dt>{t('hallEvents.estimate.deposit')}</dt>
                <dd className="tabular-nums">{money(estimate.totals.depositCents)}</dd>
              </div>
            )}
          </dl>
        </div>
      )}
      <p className="mt-4 text-xs text-muted-foreground">{t('hallEvents.estimate.alcohol')}</p>
    </section>
  );
}
