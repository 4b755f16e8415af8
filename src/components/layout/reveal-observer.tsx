'use client';

import { usePathname } from 'next/navigation';
import { useRevealOnScroll } from '@/hooks/use-reveal-on-scroll';

/** Runs the scroll-reveal for the current page (again after each client-side navigation). */
export function RevealObserver() {
  const pathname = usePathname();
  useRevealOnScroll(pathname ?? '/');
  return null;
}
