import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, subscribeToasts, toast, type ToastData } from './toast-store';

/** The toasts a subscriber is handed right now. */
function getToasts(): ToastData[] {
  let current: ToastData[] = [];
  subscribeToasts((items) => (current = items))();
  return current;
}

describe('toast store', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps at most one toast, the newest', () => {
    toast({ title: 'Erste' });
    toast({ title: 'Zweite', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Zweite', variant: 'destructive', open: true });
  });

  it('closes on dismiss and removes after the removal delay', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const unsubscribe = subscribeToasts((items) => seen.push(items.length));
    const { id } = toast({ title: 'Gesendet' });
    dismissToast(id);
    expect(getToasts()[0]?.open).toBe(false);
    vi.runAllTimers();
    expect(getToasts()).toHaveLength(0);
    unsubscribe();
    expect(seen.at(-1)).toBe(0);
  });
});
