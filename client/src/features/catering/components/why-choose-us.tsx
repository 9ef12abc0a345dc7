import { DarkPanel } from '@/components/sections/dark-panel';
import { useCateringI18n, type CateringMessageKey } from '@/i18n/catering';

const REASONS: { title: CateringMessageKey; body: CateringMessageKey }[] = [
  { title: 'catering.reasons.family.title', body: 'catering.reasons.family.body' },
  { title: 'catering.reasons.fresh.title', body: 'catering.reasons.fresh.body' },
  { title: 'catering.reasons.diet.title', body: 'catering.reasons.diet.body' },
  { title: 'catering.reasons.service.title', body: 'catering.reasons.service.body' },
];

/** Four reasons to choose us; the years are counted from the established year. */
export function WhyChooseUs({ years }: { years: number }) {
  const { t } = useCateringI18n();
  return (
    <DarkPanel id="catering-reasons-title" title={t('catering.reasons.title')} className="sm:p-10">
      <ol className="mt-6 grid gap-6 sm:grid-cols-2">
        {REASONS.map((reason, index) => (
          <li key={reason.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-accent font-display text-lg font-semibold text-accent"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold">{t(reason.title)}</h3>
              <p className="mt-1 text-background/85">{t(reason.body, { years })}</p>
            </div>
          </li>
        ))}
      </ol>
    </DarkPanel>
  );
}
