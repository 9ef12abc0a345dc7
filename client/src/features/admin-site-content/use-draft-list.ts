import { useState } from 'react';
import { moveItem, removeItem } from './drafts';

/**
 * A draft list a manager edits before saving: rows moved and removed here, the move said aloud
 * (`announcement`, for a polite live region) and the focus kept on the moved row's button.
 */
export function useDraftList<T extends { key: string }>(initial: () => T[], listId: string) {
  const [items, setItems] = useState<T[]>(initial);
  const [announcement, setAnnouncement] = useState('');

  const move = (index: number, step: -1 | 1, said: (position: number) => string) => {
    const row = items[index];
    if (!row) return;
    setItems(moveItem(items, index, step));
    setAnnouncement(said(index + step + 1));
    requestAnimationFrame(() => {
      const actions = document.querySelector(`#${listId} [data-row="${row.key}"] [data-row-actions]`);
      const same = actions?.querySelector<HTMLButtonElement>(`[data-move="${step === -1 ? 'up' : 'down'}"]`);
      const other = actions?.querySelector<HTMLButtonElement>(`[data-move="${step === -1 ? 'down' : 'up'}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  const remove = (index: number, said: string) => {
    setItems(removeItem(items, index));
    setAnnouncement(said);
  };

  const update = (index: number, change: Partial<T>) =>
    setItems((current) => current.map((item, position) => (position === index ? { ...item, ...change } : item)));

  const add = (item: T) => setItems((current) => [...current, item]);

  return { items, setItems, move, remove, update, add, announcement, setAnnouncement };
}

export type DraftList<T extends { key: string }> = ReturnType<typeof useDraftList<T>>;
