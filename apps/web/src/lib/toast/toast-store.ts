import { TOAST_DURATION_MS } from '@offerteflow/contracts';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  variant?: ToastVariant;
  title: string;
  description?: string;
  /** Milliseconds before the toast disappears; 0 keeps it until dismissed. Default 5000. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: string;
  description?: string;
}

/** A tiny external store, so toasts can be raised from anywhere (hooks, api callbacks, sync code). */
export function createToastStore() {
  let toasts: readonly Toast[] = [];
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let counter = 0;

  function emit(): void {
    for (const listener of listeners) listener();
  }

  function dismiss(id: string): void {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  function show(input: ToastInput): string {
    counter += 1;
    const toast: Toast = {
      id: `toast-${counter}`,
      variant: input.variant ?? 'info',
      title: input.title,
      description: input.description,
      duration: input.duration ?? TOAST_DURATION_MS.default,
    };
    toasts = [...toasts, toast];
    if (toast.duration > 0)
      timers.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.duration),
      );
    emit();
    return toast.id;
  }

  function clear(): void {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    toasts = [];
    emit();
  }

  return {
    show,
    dismiss,
    clear,
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
