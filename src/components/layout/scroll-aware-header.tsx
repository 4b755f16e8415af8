'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

/**
 * Scrolled past 100 px, the header turns more opaque, so text passing beneath it does not show
 * through; a slight scroll at the top leaves it as it is.
 */
const HEADER_SCROLL_THRESHOLD = 100;

/**
 * Only a scrolled header blurs what passes beneath it: at the top nothing does, and a backdrop
 * filter in the first frame makes the first paint slower on weak phones. Below md it never blurs:
 * a backdrop filter would make the header the box of its fixed children, and the widget bar
 * (fixed to the bottom of the screen on phones) is one.
 */
export function ScrollAwareHeader({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={cx(
        'fixed inset-x-0 top-0 z-50 border-b transition-[background-color,box-shadow,border-color] duration-200',
        scrolled ? 'border-slate-200 bg-white/95 shadow-sm md:backdrop-blur' : 'border-transparent bg-white/80',
      )}
    >
      {children}
    </header>
  );
}
