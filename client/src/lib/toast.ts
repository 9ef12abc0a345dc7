import { useSyncExternalStore } from 'react';
import { TOAST } from '@shared/constants';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  open: boolean;
}

type ToastInput = Omit<ToastMessage, 'id' | 'open'>;

// One toast at a time: a new one replaces the one showing.
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a toast; callable from anywhere (mutations, event handlers). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST.limit);
  emit();
  return id;
}

/** Closes a toast; the closed toast is dropped from the list after `TOAST.removeDelayMs`. */
export function dismissToast(id: number): void {
  toasts = toasts.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((item) => item.id !== id);
    emit();
  }, TOAST.removeDelayMs);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
