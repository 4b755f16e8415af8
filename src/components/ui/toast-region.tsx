'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { subscribeToasts } from './toast-store';

// The Radix toast code is only fetched once something raises the first toast.
const Toaster = dynamic(() => import('./toaster').then((module) => module.Toaster), { ssr: false });

export function ToastRegion({ closeLabel }: { closeLabel: string }) {
  const [active, setActive] = useState(false);
  useEffect(() => subscribeToasts((items) => items.length > 0 && setActive(true)), []);
  return active ? <Toaster closeLabel={closeLabel} /> : null;
}
