'use client';

import { useEffect } from 'react';

/**
 * Reveals `[data-reveal]` elements once when they scroll into view, with one shared
 * IntersectionObserver. Nothing is hidden before this runs (no JavaScript: all visible), elements
 * already on screen are marked at once (no flash), and reduced motion is honoured in CSS.
 */
export function useRevealOnScroll(key: string) {
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    const root = document.documentElement;
    const pending = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])'));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute('data-revealed', '');
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    for (const element of pending) {
      const { top } = element.getBoundingClientRect();
      if (top < window.innerHeight) element.setAttribute('data-revealed', '');
      else observer.observe(element);
    }
    root.dataset.reveal = 'on';
    return () => observer.disconnect();
  }, [key]);
}
