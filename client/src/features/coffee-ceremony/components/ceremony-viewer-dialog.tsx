import { useEffect, useMemo, useState } from 'react';
import { SLIDESHOW } from '@shared/constants';
import type { ContentPhotoDto } from '@shared/schemas/site-content';
import { Button } from '@/components/ui/button';
import { ContentPhoto } from '@/components/ui/content-photo';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { useCoffeeI18n } from '@/i18n/coffee';
import { cn } from '@/lib/cn';
import { usePlacePhotos } from '@/lib/site-content';
import { wrapIndex } from '@/lib/slideshow';
import { useReturnFocus } from '@/lib/use-return-focus';
import { ceremonyStages, COFFEE_SLIDE_SIZE, type CeremonyStage } from '../coffee-content';

interface CeremonyViewerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The virtual ceremony: a 2 s loading screen, then three stages with previous/next and auto-play. */
export function CeremonyViewerDialog({ open, onOpenChange }: CeremonyViewerDialogProps) {
  const { t } = useCoffeeI18n();
  const opener = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')} size="large" {...opener}>
        <DialogTitle>{t('coffee.viewer.title')}</DialogTitle>
        <DialogDescription>{t('coffee.viewer.description')}</DialogDescription>
        {/* The content unmounts on close, so every opening starts with the loading screen. */}
        <CeremonyViewer />
      </DialogContent>
    </Dialog>
  );
}

function CeremonyViewer() {
  const { t } = useCoffeeI18n();
  const stages = useMemo(() => ceremonyStages(t), [t]);
  const photos = usePlacePhotos('coffee');
  const [ready, setReady] = useState(false);
  const [index, setIndex] = useState(0);
  const [autoPlay, setAutoPlay] = useState(false);
  const step = (delta: number) => setIndex((current) => wrapIndex(current + delta, stages.length));

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), SLIDESHOW.viewerLoaderMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!ready || !autoPlay) return;
    const timer = window.setTimeout(
      () => setIndex((current) => wrapIndex(current + 1, stages.length)),
      SLIDESHOW.viewerAutoplayMs,
    );
    return () => window.clearTimeout(timer);
  }, [ready, autoPlay, index, stages.length]);

  if (!ready) return <ViewerLoading />;
  const stage = stages[index] ?? stages[0];
  if (!stage) return null;

  return (
    <div className="mt-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary" aria-live="polite">
          {t('coffee.viewer.stage', { current: index + 1, total: stages.length })}
        </p>
        <ol aria-label={t('coffee.viewer.progress')} className="flex gap-1.5">
          {stages.map((item, i) => (
            <li
              key={item.id}
              aria-current={i === index ? 'step' : undefined}
              className={cn('h-2 rounded-full', i === index ? 'w-8 bg-primary' : 'w-4 bg-muted-foreground/40')}
            >
              <span className="sr-only">{item.name}</span>
            </li>
          ))}
        </ol>
      </div>
      {/* The owner's ceremony photos, when there are any, take the illustrations' place in turn. */}
      <StageView stage={stage} photo={photos.length > 0 ? photos[index % photos.length] : undefined} />
      <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 grid grid-cols-3 gap-2 border-t border-border bg-card px-6 pb-6 pt-4 sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:flex sm:justify-between sm:px-8 sm:pb-8">
        <Button variant="secondary" size="narrow" onClick={() => step(-1)}>
          {t('coffee.viewer.previous')}
        </Button>
        <Button
          variant={autoPlay ? 'primary' : 'outline'}
          size="narrow"
          aria-pressed={autoPlay}
          onClick={() => setAutoPlay((value) => !value)}
        >
          {autoPlay ? <PauseIcon className="hidden sm:block" /> : <PlayIcon className="hidden sm:block" />}
          {t('coffee.viewer.autoplay')}
        </Button>
        <Button size="narrow" onClick={() => step(1)}>
          {t('coffee.viewer.next')}
        </Button>
      </div>
    </div>
  );
}

function ViewerLoading() {
  const { t } = useCoffeeI18n();
  return (
    <div role="status" className="flex flex-col items-center py-10 text-center">
      <img
        src="/images/coffee/jebena.svg"
        alt=""
        width={200}
        height={150}
        className="w-48 rounded-[var(--radius-card)] motion-safe:animate-pulse"
      />
      <p className="mt-6 font-display text-2xl font-semibold">{t('coffee.viewer.loading')}</p>
      <p className="mt-2 text-muted-foreground">{t('coffee.viewer.loadingHint')}</p>
      <div aria-hidden="true" className="mt-6 h-1.5 w-48 overflow-hidden rounded-full bg-muted">
        <div
          className="h-full rounded-full bg-primary"
          style={{ animation: `ceremony-fill ${SLIDESHOW.viewerLoaderMs}ms linear forwards` }}
        />
      </div>
      <style>{'@keyframes ceremony-fill { from { width: 0 } to { width: 100% } }'}</style>
    </div>
  );
}

function StageView({ stage, photo }: { stage: CeremonyStage; photo: ContentPhotoDto | undefined }) {
  const { t } = useCoffeeI18n();
  return (
    <article className="mt-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-2xl font-semibold">
          {stage.name} <span className="text-primary">· {stage.ethiopianName}</span>
        </h3>
        <p className="rounded-full bg-muted px-3 py-1 text-sm font-semibold">
          {t('coffee.viewer.duration', { duration: stage.duration })}
        </p>
      </div>
      {photo ? (
        <ContentPhoto
          key={photo.id}
          photo={photo}
          sizes="(min-width: 640px) 44rem, calc(100vw - 3rem)"
          priority
          className="mt-4 aspect-[8/5] w-full rounded-[var(--radius-card)] object-cover"
        />
      ) : (
        <img
          src={stage.image}
          alt=""
          width={COFFEE_SLIDE_SIZE.width}
          height={COFFEE_SLIDE_SIZE.height}
          className="mt-4 aspect-[8/5] w-full rounded-[var(--radius-card)] object-cover"
        />
      )}
      <p className="mt-4 sm:text-lg">{stage.description}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <section>
          <h4 className="font-display text-lg font-semibold">{t('coffee.viewer.steps')}</h4>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-muted-foreground marker:font-semibold marker:text-primary">
            {stage.steps.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
        <div className="space-y-5">
          <section>
            <h4 className="font-display text-lg font-semibold">{t('coffee.viewer.significance')}</h4>
            <p className="mt-2 text-muted-foreground">{stage.culturalSignificance}</p>
          </section>
          <section>
            <h4 className="font-display text-lg font-semibold">{t('coffee.viewer.blessings')}</h4>
            <ul className="mt-2 space-y-1.5">
              {stage.blessings.map((item) => (
                <li key={item} className="border-l-4 border-accent pl-3 italic">
                  {item}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </article>
  );
}
