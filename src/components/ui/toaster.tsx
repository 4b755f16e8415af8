'use client';

import { X } from '@/components/icons';
import { Toast } from 'radix-ui';
import { useEffect, useState } from 'react';
import { cx } from '@/lib/cx';
import { dismissToast, subscribeToasts, TOAST_DURATION, TOAST_SWIPE_THRESHOLD, type ToastData } from './toast-store';

/** Renders the store's toasts with Radix Toast: swipe right to dismiss, close button, live region. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);

  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          data-slot="toast"
          data-variant={item.variant}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cx(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-lg',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            'transition-opacity data-[state=closed]:opacity-0 data-[state=open]:opacity-100',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-white'
              : 'border-slate-200 bg-white text-navy-900',
          )}
        >
          <div className="grid gap-1">
            {item.title ? <Toast.Title className="font-semibold">{item.title}</Toast.Title> : null}
            {item.description ? (
              <Toast.Description
                className={cx('text-sm', item.variant === 'destructive' ? 'text-white' : 'text-slate-600')}
              >
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={closeLabel}
            className={cx(
              'absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md',
              item.variant === 'destructive' ? 'text-white hover:bg-white/15' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* On phones at the bottom, above the widget bar: at the top a toast would cover what a
          confirmation shows under its heading (the inquiry's reference). From md on top right,
          below the header, beside the content. */}
      <Toast.Viewport className="fixed right-0 bottom-[calc(env(safe-area-inset-bottom)+3.5rem)] z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:top-16 md:bottom-auto md:max-w-[420px]" />
    </Toast.Provider>
  );
}
