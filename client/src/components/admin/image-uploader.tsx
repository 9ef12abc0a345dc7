import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import {
  IMAGE_UPLOAD,
  imageUploadProblem,
  type ImageUploadProblem,
  type ImageUploadResponse,
} from '@shared/schemas/image-upload';
import { GuardedActionButton } from './guarded-action-button';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { AdminMessageKey } from '@/i18n/admin';
import { useAdminI18n } from '@/lib/admin-i18n';
import { CloseIcon, UploadIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { throwIfResNotOk } from '@/lib/api-request';
import type { Guard } from './admin-context';
import { useAdminToasts } from './admin-toasts';

/** `POST /api/upload-image` as multipart (field "image"); answers the stored image's URL. */
function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append(IMAGE_UPLOAD.field, file);
      const res = await fetch('/api/upload-image', { method: 'POST', credentials: 'include', body });
      await throwIfResNotOk(res);
      return (await res.json()) as ImageUploadResponse;
    },
  });
}

/** The upload's refusals worth repeating: too large (413) or not an image (415). */
const REPEATED_REFUSALS = [413, 415];

/** What the toast says when a chosen file is refused here, before any upload. */
const PROBLEM_TEXTS: Record<ImageUploadProblem, { title: AdminMessageKey; description: AdminMessageKey }> = {
  invalidType: { title: 'admin.menu.upload.invalidType', description: 'admin.menu.upload.invalidTypeBody' },
  tooLarge: { title: 'admin.menu.upload.tooLarge', description: 'admin.menu.upload.tooLargeBody' },
};

interface ImageUploaderProps {
  /** The stored image URL (or a site path), or null. */
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  /** The id of the field's visible label ("Image"), naming the uploader's group. */
  labelId: string;
  guard: Guard;
  allowed: boolean;
  /** Told while an upload runs, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Chooses an image for a dish or a hall package, checks it here (an image type, at most 5 MB), uploads it and keeps the
 * answered URL. A real button opens the file picker; a file may also be dropped on the box.
 */
export function ImageUploader({ value, onChange, labelId, guard, allowed, onBusyChange }: ImageUploaderProps) {
  const { t } = useAdminI18n();
  const { succeeded } = useAdminToasts();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [dragging, setDragging] = useState(false);
  const busy = upload.isPending;
  const disabled = !allowed || busy;
  const manage = { allowed, guard };

  const send = (file: File) => {
    const problem = imageUploadProblem(file);
    if (problem) {
      const texts = PROBLEM_TEXTS[problem];
      toast({ title: t(texts.title), description: t(texts.description), variant: 'destructive' });
      return;
    }
    onBusyChange?.(true);
    upload.mutate(file, {
      onSuccess: (answer) => {
        onChange(answer.imageUrl);
        succeeded(t('admin.menu.upload.success'));
      },
      onError: (error) => {
        toast({
          title: t('admin.menu.upload.failed'),
          description: errorMessage(error, t('admin.menu.upload.failedBody'), REPEATED_REFUSALS),
          variant: 'destructive',
        });
      },
      onSettled: () => onBusyChange?.(false),
    });
  };

  const pick = () => input.current?.click();

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) send(file);
  };

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-3">
      <input
        ref={input}
        type="file"
        accept={IMAGE_UPLOAD.acceptedTypes.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared at once, so choosing the same file again still counts as a change.
          event.target.value = '';
          if (file) send(file);
        }}
      />
      {value ? (
        <div className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-muted/40 p-3">
          <div className="relative size-24 shrink-0 overflow-hidden rounded-lg bg-muted sm:h-28 sm:w-40">
            <FallbackImage src={value} alt={t('admin.menu.upload.preview')} className="size-full object-cover" />
          </div>
          <div className="grid justify-items-start gap-2">
            <GuardedActionButton variant="secondary" manage={manage} disabled={busy} onClick={pick}>
              <UploadIcon />
              {busy ? t('admin.menu.upload.uploading') : t('admin.menu.upload.replace')}
            </GuardedActionButton>
            <GuardedActionButton variant="ghostDanger" manage={manage} disabled={busy} onClick={() => onChange(null)}>
              <CloseIcon />
              {t('admin.menu.upload.remove')}
            </GuardedActionButton>
          </div>
        </div>
      ) : (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          onClick={(event) => {
            // The whole box opens the picker for a mouse; the button is the keyboard's way in.
            if (!disabled && event.target === event.currentTarget) pick();
          }}
          className={cn(
            'grid justify-items-center gap-1 rounded-xl border-2 border-dashed border-border px-4 py-6 text-center transition-colors',
            dragging ? 'border-primary bg-primary/5' : 'bg-muted/30',
            !disabled && 'cursor-pointer hover:border-primary/60',
          )}
        >
          <UploadIcon className="pointer-events-none size-8 text-muted-foreground" />
          <p className="pointer-events-none font-semibold">{t('admin.menu.upload.title')}</p>
          <p className="pointer-events-none text-sm text-muted-foreground">{t('admin.menu.upload.hint')}</p>
          <GuardedActionButton
            variant="secondary"
            className="mt-2 max-sm:min-h-11"
            manage={manage}
            disabled={busy}
            onClick={pick}
          >
            {busy ? t('admin.menu.upload.uploading') : t('admin.menu.upload.select')}
          </GuardedActionButton>
        </div>
      )}
    </div>
  );
}
