'use client';

import { useEffect } from 'react';
import { useLocalePath } from '@/i18n/client-navigation';
import { isLocale, locales, type Locale } from '@/i18n/locales';
import { cx } from '@/lib/cx';
import { localizedPath } from '@/lib/site-url';

/** localStorage key of the visitor's language choice (only 'de' or 'en' count). */
const LANGUAGE_STORAGE_KEY = 'language';

function readStoredLanguage(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage disabled (privacy mode): the URL alone decides
  }
}

function storeLanguage(locale: Locale) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // storage disabled: the switch still works through the link
  }
}

type Props = {
  locale: Locale;
  label: string;
  names: Record<Locale, string>;
  switchTo: string;
  /**
   * A navigation landmark (the header's switch) or a labelled group (the copy inside the phone
   * menu, which is a navigation landmark itself: two landmarks of one name confuse screen readers).
   */
  landmark?: boolean;
};

/**
 * A visitor who chose English and lands on a German URL is moved to the English one. Rendered
 * once per page, beside the switch (which the header shows in two places).
 */
export function StoredLanguageRedirect({ locale }: { locale: Locale }) {
  const { path: pathname } = useLocalePath();
  useEffect(() => {
    if (locale === 'de' && readStoredLanguage() === 'en') {
      const { search, hash } = window.location;
      window.location.replace(localizedPath(pathname, 'en') + search + hash);
    }
  }, [locale, pathname]);
  return null;
}

/** Links to the same page in the other language (works without JavaScript) and remembers the choice. */
export function LocaleSwitcher({ locale, label, names, switchTo, landmark = true }: Props) {
  const { path: pathname } = useLocalePath();
  const Wrapper = landmark ? 'nav' : 'div';

  return (
    <Wrapper aria-label={label} role={landmark ? undefined : 'group'}>
      <ul className="flex items-center rounded-lg border border-slate-200 bg-white p-0.5 text-sm font-semibold">
        {locales.map((target) => {
          const current = target === locale;
          return (
            <li key={target}>
              {/* A plain link: switching language is a full page load of the other locale. */}
              <a
                href={localizedPath(pathname, target)}
                hrefLang={target}
                lang={target}
                aria-current={current ? 'true' : undefined}
                title={current ? undefined : switchTo}
                onClick={() => storeLanguage(target)}
                className={cx(
                  'flex min-h-10 min-w-11 items-center justify-center rounded-md px-2.5 uppercase',
                  current ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-brand-50',
                )}
              >
                {/* The visible code stays part of the accessible name (WCAG 2.5.3 Label in Name). */}
                {target}
                <span className="sr-only"> – {names[target]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </Wrapper>
  );
}
