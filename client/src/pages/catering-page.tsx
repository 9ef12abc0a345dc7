import { yearsOfService } from '@shared/business-info';
import { LoadingText } from '@/components/layout/loading-text';
import { PageSections } from '@/components/layout/page-section';
import { usePageMeta } from '@/components/seo/page-meta';
import { CateringContact } from '@/features/catering/components/catering-contact';
import { CateringFacts } from '@/features/catering/components/catering-facts';
import { CateringHero } from '@/features/catering/components/catering-hero';
import { CateringInquiry } from '@/features/catering/components/catering-inquiry';
import { PopularDishes } from '@/features/catering/components/popular-dishes';
import { ServiceTypes } from '@/features/catering/components/service-types';
import { WhyChooseUs } from '@/features/catering/components/why-choose-us';
import { useSiteInfo } from '@/lib/site-info';
import { useCateringI18n } from '@/i18n/catering';

const FORM_ID = 'catering-inquiry';

/** /catering: what we cater, dishes, reasons, the team's phone and email, and the inquiry form. */
export default function CateringPage() {
  const { t } = useCateringI18n();
  const { data: site } = useSiteInfo();
  usePageMeta(t('catering.meta.title'), t('catering.meta.description'));

  return (
    <>
      <CateringHero formId={FORM_ID} />
      <PageSections>
        <CateringFacts />
        <ServiceTypes />
        <PopularDishes />
        {site && <WhyChooseUs years={yearsOfService(site.business.establishedYear, site.timeZone)} />}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          {site ? (
            <CateringInquiry id={FORM_ID} timeZone={site.timeZone} phone={site.business.phone} />
          ) : (
            <LoadingText id={FORM_ID} text={t('page.loading')} />
          )}
          {site && (
            <div className="lg:sticky lg:top-24">
              <CateringContact phone={site.business.phone} email={site.business.cateringEmail} />
            </div>
          )}
        </div>
      </PageSections>
    </>
  );
}
