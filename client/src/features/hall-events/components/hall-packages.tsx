import { telHref } from '@shared/business-info';
import type { HallBlockTimes } from '@shared/hall-events';
import type { EventPackageDto } from '@shared/schemas/hall-events';
import { LoadingText } from '@/components/layout/loading-text';
import { SectionHeading } from '@/components/layout/section-heading';
import { buttonVariants } from '@/components/ui/button';
import { CheckIcon, PhoneIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/format';
import { useHallEventsI18n } from '@/i18n/hall-events';
import { useEventPackages } from '../api';
import { packageRuns, packageText } from '../packages';
import { useBlockNames } from './block-names';

interface HallPackagesProps {
  hallPhone?: string;
  /** The block times, once the hall's info has loaded: each package then names its blocks. */
  blockTimes?: HallBlockTimes;
  /** The request form's id: "Request this package" goes there. */
  formId: string;
  onChoose: (packageId: number) => void;
}

/** The hall's packages, rendered with the page: prices, guests, the blocks each takes, what is included. */
export function HallPackages({ hallPhone, blockTimes, formId, onChoose }: HallPackagesProps) {
  const { t } = useHallEventsI18n();
  const { data: packages, isError } = useEventPackages();

  return (
    <section aria-labelledby="hall-packages" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading
        id="hall-packages"
        eyebrow={t('hallEvents.packages.eyebrow')}
        title={t('hallEvents.packages.title')}
        lead={t('hallEvents.packages.lead')}
      />
      <div className="mt-10">
        {packages === undefined && !isError ? (
          <LoadingText text={t('hallEvents.packages.loading')} />
        ) : !packages || packages.length === 0 ? (
          <CallForPackages hallPhone={hallPhone} />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {packages.map((pkg) => (
              <li key={pkg.id} className="flex">
                <PackageCard pkg={pkg} blockTimes={blockTimes} formId={formId} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function CallForPackages({ hallPhone }: { hallPhone?: string }) {
  const { t } = useHallEventsI18n();
  return (
    <div className="rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-[var(--shadow-card)]">
      <h3 className="text-xl font-semibold">{t('hallEvents.packages.none.title')}</h3>
      <p className="mt-2 text-muted-foreground">{t('hallEvents.packages.none.body')}</p>
      {hallPhone && (
        <a href={telHref(hallPhone)} className={`${buttonVariants({ variant: 'primary', size: 'md' })} mt-4`}>
          <PhoneIcon />
          {t('hallEvents.callHall', { phone: hallPhone })}
        </a>
      )}
    </div>
  );
}

function PackageCard({
  pkg,
  blockTimes,
  formId,
  onChoose,
}: {
  pkg: EventPackageDto;
  blockTimes?: HallBlockTimes;
  formId: string;
  onChoose: (packageId: number) => void;
}) {
  const { t, language } = useHallEventsI18n();
  const blockNames = useBlockNames();
  const text = packageText(pkg, language);
  const money = (amount: string) => formatMoney(amount, language, { cents: 'unlessWhole' });
  const runs = packageRuns(pkg, blockTimes);
  const titleId = `hall-package-${pkg.id}`;
  const blocks =
    pkg.blocksNeeded === 0
      ? t('hallEvents.packages.blocksCall')
      : blockTimes && runs.length > 0
        ? t('hallEvents.packages.blocksRuns', { runs: runs.map(blockNames.run).join(t('hallEvents.or')) })
        : pkg.blocksNeeded === 1
          ? t('hallEvents.packages.blocksOne')
          : t('hallEvents.packages.blocksMany', { count: pkg.blocksNeeded });
  const included = [...text.features, ...text.services];

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-[var(--shadow-card)]"
    >
      <h3 id={titleId} className="text-2xl font-semibold">
        {text.name}
      </h3>
      <p className="mt-2 text-muted-foreground">{text.shortDescription}</p>
      <p className="mt-4 text-lg font-semibold text-primary">
        {t('hallEvents.packages.price', { base: money(pkg.basePrice), perGuest: money(pkg.pricePerPerson) })}
      </p>
      <dl className="mt-4 grid gap-2 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{t('hallEvents.packages.guests')}</dt>
          <dd>{t('hallEvents.packages.guestRange', { min: pkg.minGuests, max: pkg.maxGuests })}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{t('hallEvents.packages.blocks')}</dt>
          <dd>{blocks}</dd>
        </div>
      </dl>
      {included.length > 0 && (
        <ul className="mt-4 grid gap-1.5 text-sm" aria-label={t('hallEvents.packages.included', { name: text.name })}>
          {included.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-6">
        <a
          href={`#${formId}`}
          onClick={() => onChoose(pkg.id)}
          className={buttonVariants({ variant: 'outline', size: 'md' })}
          aria-describedby={titleId}
        >
          {t('hallEvents.packages.choose')}
        </a>
      </div>
    </article>
  );
}
