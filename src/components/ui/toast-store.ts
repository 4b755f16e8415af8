/**
 * A tiny toast store: at most one toast visible, removal delay 1,000,000 ms after
 * dismissal, display time 5000 ms (the Toaster's duration). `toast()` can be called from any
 * client code; the Radix-based Toaster is only loaded once the first toast appears.
 */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

type ToastVariant = 'default' | 'destructive';

export type ToastData = {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

type Listener = (toasts: ToastData[]) => void;

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

export function dismissToast(id?: string) {
  toasts = toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item));
  for (const item of toasts) {
    if (!item.open && !removeTimers.has(item.id)) {
      removeTimers.set(
        item.id,
        setTimeout(() => {
          removeTimers.delete(item.id);
          toasts = toasts.filter((other) => other.id !== item.id);
          emit();
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
  emit();
}

export function toast(input: { title?: string; description?: string; variant?: ToastVariant }): {
  id: string;
  dismiss: () => void;
} {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [
    { id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true },
    ...toasts,
  ].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}
