import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useHomeSectionsI18n, type HomeSectionsMessageKey } from '@/i18n/home-sections';
import { BandSection } from '@/components/sections/band-section';
import { PictureCard } from '@/components/sections/picture-card';

interface TourStop {
  id: string;
  image: string;
  title: HomeSectionsMessageKey;
  body: HomeSectionsMessageKey;
  link?: { href: string; label: HomeSectionsMessageKey };
}

const STOPS: readonly TourStop[] = [
  {
    id: 'dining',
    image: '/images/home/hero-dining-room.svg',
    title: 'home.tour.dining.title',
    body: 'home.tour.dining.body',
  },
  {
    id: 'coffee',
    image: '/images/home/hero-jebena.svg',
    title: 'home.tour.coffee.title',
    body: 'home.tour.coffee.body',
    link: { href: '/coffee-ceremony', label: 'home.tour.coffee.link' },
  },
  {
    id: 'hall',
    image: '/images/home/hero-hall.svg',
    title: 'home.tour.hall.title',
    body: 'home.tour.hall.body',
    link: { href: '/hall-reservations', label: 'home.tour.hall.link' },
  },
];

/** A short illustrated walk-through: the dining room, the coffee corner and the event hall. */
export function VirtualTourSection({ hallName, hallCity }: { hallName: string; hallCity: string }) {
  const { t } = useHomeSectionsI18n();
  return (
    <BandSection
      id="home-tour-title"
      align="center"
      eyebrow={t('home.tour.eyebrow')}
      title={t('home.tour.title')}
      band="muted"
    >
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STOPS.map((stop, index) => (
          <PictureCard
            key={stop.id}
            image={{ src: stop.image, alt: '', width: 1200, height: 900 }}
            className="flex flex-col border border-border"
            bodyClassName="flex flex-1 flex-col p-5"
          >
            <p className="text-xs font-bold uppercase tracking-wider text-primary">
              {t('home.tour.step', { number: index + 1 })}
            </p>
            <h3 className="mt-1 text-xl font-semibold">{t(stop.title, { hallName })}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{t(stop.body, { hallCity })}</p>
            {stop.link && (
              <Link
                href={stop.link.href}
                className={cn(buttonVariants({ variant: 'outline', size: 'md' }), 'mt-4 self-start')}
              >
                {t(stop.link.label)}
              </Link>
            )}
          </PictureCard>
        ))}
      </ol>
    </BandSection>
  );
}

export default VirtualTourSection;
