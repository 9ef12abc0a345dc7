import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { UseFormSetFocus } from 'react-hook-form';
import type { CateringFormValues } from '@shared/schemas/catering';
import { FIELD_TAB, firstInvalidField, type CateringFormTab } from '../../catering-form-model';

/** The open tab, and the way to bring the first field in error into view wherever it sits. */
export function useFormTabs(setFocus: UseFormSetFocus<CateringFormValues>) {
  const [tab, setTab] = useState<CateringFormTab>('client');

  /** Opens the tab of the first invalid field (in reading order), then focuses that field. */
  const showFirstError = (paths: Iterable<string>) => {
    const field = firstInvalidField(paths);
    if (!field) return;
    // The tab is shown synchronously, so the field is visible when it takes focus.
    flushSync(() => setTab(FIELD_TAB[field]));
    setFocus(field);
  };

  return { tab, setTab, showFirstError };
}
