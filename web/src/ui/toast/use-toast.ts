import { useSyncExternalStore } from 'react';

// A tiny toast store outside React so any code (a hook, an SWR callback) can raise a toast.
// Spec limits: one toast at a time, 5 s on screen, a dismissed toast is dropped later.

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastOptions, 'description'>> {
  id: string;
  description?: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, number>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = window.setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function dismissToast(id?: string): void {
  setToasts(
    toasts.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

export function toast({ title, description, variant = 'default', duration = TOAST_DURATION_MS }: ToastOptions) {
  nextId += 1;
  const id = String(nextId);
  const item: ToastItem = { id, title, description, variant, duration, open: true };
  setToasts([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
