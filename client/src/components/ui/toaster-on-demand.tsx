import { useEffect, useState } from 'react';
import { chunkLoader } from '@/lib/chunk-loader';
import { useI18n } from '@/lib/i18n';
import { dismissToast, useToasts } from '@/lib/toast';
import { CloseIcon } from './entry-icons';

const toaster = chunkLoader(() => import('./toaster'));

/**
 * The toast region loads with the first toast (most visits show none) and then stays. Should its
 * code fail to download, the message still shows, in a plain live region: a diner must always
 * learn that the booking went through.
 */
export function ToasterOnDemand() {
  const toasts = useToasts();
  const [, setLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const needed = toasts.length > 0 || toaster.current() !== undefined;

  useEffect(() => {
    if (!needed || toaster.current()) return;
    let live = true;
    toaster.load().then(
      () => live && setLoaded((count) => count + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needed, toasts]);

  const Toaster = toaster.current()?.Toaster;
  if (Toaster) return <Toaster />;
  return failed ? <PlainToasts /> : null;
}

function PlainToasts() {
  const { t } = useI18n();
  const toasts = useToasts().filter((item) => item.open);
  return (
    <div role="status" aria-live="polite" className="fixed bottom-0 right-0 z-[100] grid w-full max-w-sm gap-2 p-4">
      {toasts.map((item) => (
        <div
          key={item.id}
          className="relative rounded-xl border border-border bg-card p-4 pr-12 text-card-foreground shadow-lg"
        >
          <p className="font-semibold">{item.title}</p>
          {item.description && <p className="text-sm opacity-90">{item.description}</p>}
          <button
            type="button"
            onClick={() => dismissToast(item.id)}
            className="absolute right-2 top-2 inline-flex size-9 items-center justify-center rounded-full"
            aria-label={t('toast.close')}
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
