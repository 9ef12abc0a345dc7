import { useCallback, useRef, useState } from 'react';
import type { PublicMenuItemDto } from '@shared/schemas/menu';

/** Opens a dish's details; `opener` is the control focus goes back to when they close. */
export type OpenDish = (item: PublicMenuItemDto, opener?: HTMLElement) => void;

/**
 * Which dish the detail dialog shows. The dialog is opened from state, not from a Radix
 * trigger, so this remembers the control that opened it and gives focus back on close.
 */
export function useDishDialog() {
  const [selected, setSelected] = useState<PublicMenuItemDto | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback<OpenDish>((item, from) => {
    opener.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setSelected(item);
  }, []);
  const close = useCallback(() => setSelected(null), []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  }, []);
  return { selected, open, close, onCloseAutoFocus };
}
