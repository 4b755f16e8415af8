'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { subscribeToasts } from './toast-store';

type ToasterComponent = ComponentType<{ closeLabel: string }>;

/**
 * Where toasts appear. The Radix toast code is only fetched once something raises the first toast
 * (a plain dynamic import: next/dynamic would add its loader to every page for this one use).
 */
export function ToastRegion({ closeLabel }: { closeLabel: string }) {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    let loading = false;
    return subscribeToasts((items) => {
      if (loading || items.length === 0) return;
      loading = true;
      void import('./toaster').then((module) => setToaster(() => module.Toaster));
    });
  }, []);
  return Toaster ? <Toaster closeLabel={closeLabel} /> : null;
}
