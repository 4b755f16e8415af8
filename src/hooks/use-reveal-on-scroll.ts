'use client';

import { useEffect } from 'react';

/**
 * Reveals `[data-reveal]` elements once when they scroll into view, with one shared
 * IntersectionObserver. Nothing is hidden before this runs (no JavaScript: all visible). Only the
 * elements the observer first reports outside the viewport are hidden (`data-reveal-state`, beside
 * the `data-reveal` attribute React renders), so nothing on screen flashes, and the page is neither
 * measured nor restyled as a whole after hydration (that cost a long task on long pages). Reduced
 * motion and print are honoured in CSS.
 */
export function useRevealOnScroll(key: string) {
  useEffect(() => {
    const root = document.documentElement;
    if (!('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      root.dataset.revealReady = 'true';
      return;
    }
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const first = !seen.has(element);
        seen.add(element);
        if (entry.isIntersecting) {
          if (element.dataset.revealState === 'pending') element.dataset.revealState = 'shown';
          observer.unobserve(element);
        } else if (first) {
          element.dataset.revealState = 'pending';
        }
      }
    });
    for (const element of document.querySelectorAll('[data-reveal]:not([data-reveal-state])'))
      observer.observe(element);
    // Marks the page as live (the browser tests wait for it as their sign of hydration).
    root.dataset.revealReady = 'true';
    return () => observer.disconnect();
  }, [key]);
}
