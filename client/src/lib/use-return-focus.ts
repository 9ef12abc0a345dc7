import { useState } from 'react';

interface ReturnFocusHandlers {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Remembers the focused element when a dialog opens and focuses it again when the dialog closes. */
export function returnFocusHandlers(): ReturnFocusHandlers {
  let opener: HTMLElement | null = null;
  return {
    onOpenAutoFocus: () => {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      opener?.focus();
    },
  };
}

/**
 * For a dialog opened from a plain button rather than a Radix trigger: Radix then has nowhere to
 * send focus on close, so spread these on its `DialogContent` to give focus back to that button.
 */
export function useReturnFocus(): ReturnFocusHandlers {
  const [handlers] = useState(returnFocusHandlers);
  return handlers;
}
