import { useState } from 'react';
import type { z } from 'zod';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { ApiRequestError } from '@/lib/api-request';
import { errorMessage } from '@/lib/error-message';

type FieldErrors = Record<string, string>;

/**
 * A hall form's field errors and its send: what the schema or the server refuses is shown under
 * its field (the first message of each), and a toast says how the send went.
 */
export function useHallForm() {
  const { succeeded, failed } = useAdminToasts();
  const [errors, setErrors] = useState<FieldErrors>({});

  /** The input as the schema reads it, or null with its errors shown. */
  const check = <T>(schema: z.ZodType<T>, input: unknown): T | null => {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
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
      if (error instanceof ApiRequestError && error.fieldErrors)
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([key, list]) => [key, list[0] ?? ''])));
      failed(errorMessage(error, texts.failed));
      return false;
    }
  };

  return { errors, check, send };
}
