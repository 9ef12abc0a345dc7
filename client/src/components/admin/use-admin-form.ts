import { useState } from 'react';
import type { z } from 'zod';
import { msg } from '@shared/messages/message';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { ApiRequestError } from '@/lib/api-request';
import { errorMessage } from '@/lib/error-message';

type FieldErrors = Record<string, string>;

/** The server's field messages by path ("photos.0.alt"), by key where it gave one so they show in the page's language. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return {};
  const found: FieldErrors = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const reason = error.fieldReasons?.[path];
    const message = reason ? msg(reason.key, reason.params) : messages[0];
    if (message) found[path] = message;
  }
  return found;
}

/**
 * A back-office form's field errors and its send: what the schema or the server refuses is shown
 * under its field (the first message of each path), and a toast says how the send went. Given the
 * form's id, the first field with a message takes the focus.
 */
export function useAdminForm(formId?: string) {
  const { succeeded, failed } = useAdminToasts();
  const [errors, setErrors] = useState<FieldErrors>({});

  const show = (found: FieldErrors) => {
    setErrors(found);
    if (!formId) return;
    // After React has drawn the messages, the first invalid control of this form takes the focus.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`)?.focus({ preventScroll: false }),
    );
  };

  /** The input as the schema reads it, or null with its errors shown. */
  const check = <T>(schema: z.ZodType<T>, input: unknown): T | null => {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    show(found);
    return null;
  };

  /** Sends the form; true once the server took it. */
  const send = async (request: () => Promise<unknown>, texts: { done: string; failed: string }): Promise<boolean> => {
    setErrors({});
    try {
      await request();
      succeeded(texts.done);
      return true;
    } catch (error) {
      const found = serverFieldErrors(error);
      if (Object.keys(found).length > 0) show(found);
      failed(errorMessage(error, texts.failed));
      return false;
    }
  };

  return { errors, setErrors, check, send };
}
