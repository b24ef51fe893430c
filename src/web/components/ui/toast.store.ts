import type { ReactNode } from 'react';
import { create } from 'zustand';
import type { ToastActionElement, ToastVariant } from './toast';

/** SPEC.md section 9: at most one toast is shown at a time; a newer one replaces it. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the store (closed) this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
  variant?: ToastVariant;
  /** Milliseconds on screen; defaults to the provider's 5000. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let lastId = 0;

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      useToastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast (replacing the one on screen) and returns handles to update or dismiss it. */
export function toast(options: ToastOptions) {
  lastId = (lastId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(lastId);
  useToastStore.setState((state) => ({
    toasts: [{ ...options, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT),
  }));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => updateToast(id, next),
  };
}

export function updateToast(id: string, options: ToastOptions): void {
  useToastStore.setState((state) => ({
    toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...options } : t)),
  }));
}

/** Closes one toast, or every toast when no id is given; closed toasts are removed later. */
export function dismissToast(id?: string): void {
  useToastStore.setState((state) => ({
    toasts: state.toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  }));
}

/** Clears the store and its timers (for tests). */
export function resetToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  useToastStore.setState({ toasts: [] });
}
