import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type StaffNavItem = { href: string; label: string; current: boolean };

type StaffFrameProps = {
  areaName: string;
  homeHref: string;
  navigationLabel: string;
  skipLabel: string;
  items: StaffNavItem[];
  /** "Angemeldet als …" and the role. */
  userLine: string;
  /** The sign-out control (a form posting to the sign-out route). */
  signOut: ReactNode;
  children: ReactNode;
};

/** The office's frame: a compact bar with the sections, who is signed in, and the page below. */
export function StaffFrame({
  areaName,
  homeHref,
  navigationLabel,
  skipLabel,
  items,
  userLine,
  signOut,
  children,
}: StaffFrameProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-navy-900 focus:shadow-lg"
      >
        {skipLabel}
      </a>
      <header className="border-b border-slate-200 bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <a href={homeHref} className="text-lg font-bold tracking-tight">
            {areaName}
          </a>
          {/* The sections wrap on a phone instead of scrolling out of sight ("Proto…"). */}
          <nav aria-label={navigationLabel} className="order-last w-full md:order-none md:w-auto">
            <ul className="flex flex-wrap gap-1">
              {items.map((item) => (
                <li key={item.href}>
                  <a
                    href={item.href}
                    aria-current={item.current ? 'page' : undefined}
                    className={cx(
                      'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-white/10',
                      item.current && 'bg-white/15',
                    )}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="hidden text-slate-200 sm:inline">{userLine}</span>
            {signOut}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6">
        {children}
      </main>
    </>
  );
}
