import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { normalizeGiftCardCode } from '@shared/schemas/gift-card';
import { FormError } from '@/components/ui/form-error';
import { useAdminI18n } from '@/lib/admin-i18n';

type Phase = 'starting' | 'looking' | 'notACard' | 'denied' | 'unavailable' | 'decoderFailed';

const FRAME_INTERVAL_MS = 150;
const MAX_FAILED_FRAMES = 5;

const loadDecoder = () => import('./qr-decoder');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The back camera's picture, read for a QR code a few times a second until one holds a gift card
 * code. The camera is released when the scanner closes. A refused or missing camera says so, and
 * the code can still be typed.
 */
export default function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useAdminI18n();
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const found = useEffectEvent(onCode);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    const release = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    // Once the scanner has closed, nothing it still had in flight may change the screen.
    const show = (next: Phase) => {
      if (!stopped) setPhase(next);
    };

    async function scan() {
      if (!navigator.mediaDevices?.getUserMedia) return show('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        return show(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable');
      }
      // Closed while the browser was asking for the camera: give it straight back.
      const element = video.current;
      if (stopped || !element) return release();
      element.srcObject = stream;
      await element.play().catch(() => undefined);

      let decoder: Awaited<ReturnType<typeof loadDecoder>>;
      try {
        decoder = await loadDecoder();
        await decoder.decoderReady();
      } catch {
        release();
        return show('decoderFailed');
      }
      show('looking');
      let failures = 0;
      while (!stopped) {
        let text: string | null;
        try {
          text = await decoder.readQrCode(element);
          failures = 0;
        } catch {
          // A frame can fail now and then; a decoder that fails every time is broken.
          failures += 1;
          if (failures >= MAX_FAILED_FRAMES) {
            release();
            return show('decoderFailed');
          }
          text = null;
        }
        if (stopped) return;
        const code = text === null ? null : normalizeGiftCardCode(text);
        if (code) return found(code);
        // The wrong code's message stays only while that code is in the frame.
        show(text === null ? 'looking' : 'notACard');
        await wait(FRAME_INTERVAL_MS);
      }
    }

    void scan();
    return () => {
      stopped = true;
      release();
    };
  }, []);

  const problem = phase === 'denied' || phase === 'unavailable' || phase === 'decoderFailed';
  return (
    <div className="mt-4 grid gap-3">
      {problem ? (
        <FormError text={t(`admin.giftCards.scan.${phase}`)} />
      ) : (
        <>
          <div className="relative overflow-hidden rounded-lg bg-foreground">
            <video
              ref={video}
              muted
              playsInline
              aria-label={t('admin.giftCards.scan.video')}
              className="aspect-square w-full object-cover"
            />
            {/* The frame to hold the code in; decorative. */}
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-white/90 shadow-[0_0_0_100vmax_rgb(0_0_0/0.35)]"
            />
          </div>
          <p role="status" className="text-sm text-muted-foreground">
            {t(`admin.giftCards.scan.${phase}`)}
          </p>
        </>
      )}
    </div>
  );
}
