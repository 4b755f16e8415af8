'use client';

import { Search } from '@/components/icons';
import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { apiRequest } from '@/lib/api-client';
import type { CatalogueSearch, SearchDocument, SearchHit } from '@/lib/catalogue-search';
import { formatUpTo } from '@/lib/format';
import { localizedPath } from '@/lib/site-url';
import { Button } from '@/components/ui/button';
import { SellListAddController, type AddControllerTexts } from '@/components/sell-list/add-controller';
import { AddToListLink } from '@/components/sell-list/add-to-list-link';
import { productName } from '@/components/sell-list/product-name';

type InstantSearchLabels = {
  label: string;
  hint: string;
  placeholder: string;
  submit: string;
  loading: string;
  error: string;
  none: string;
  one: string;
  many: string;
  allResults: string;
  negotiable: string;
};

/** "Auf die Ankaufsliste" on every hit; templates with {model} and {number}. */
type SellListLabels = { add: string; addFor: string; addSubject: string; toasts: AddControllerTexts };

type Props = { locale: Locale; indexUrl: string; labels: InstantSearchLabels; sellList?: SellListLabels };

const MAX_HITS = 8;

const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/**
 * Instant price search for the hubs. Without JavaScript it is the plain GET form to /preissuche;
 * with it, the first focus loads the small JSON index and the search module (a separate chunk),
 * and results appear while typing.
 */
export function InstantPriceSearch({ locale, indexUrl, labels, sellList }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const engine = useRef<CatalogueSearch | null>(null);
  const action = localizedPath('/preissuche', locale);

  const load = () => {
    if (status !== 'idle') return;
    setStatus('loading');
    Promise.all([
      apiRequest('GET', indexUrl).then((response) => response.json() as Promise<SearchDocument[]>),
      import('@/lib/catalogue-search'),
    ])
      .then(([documents, module]) => {
        engine.current = module.createCatalogueSearch(documents);
        setStatus('ready');
      })
      .catch(() => setStatus('error'));
  };

  useEffect(() => {
    if (status !== 'ready' || !engine.current) return;
    setHits(query.trim() ? engine.current.search(query, MAX_HITS) : []);
  }, [query, status]);

  const trimmed = query.trim();
  const message =
    status === 'loading'
      ? labels.loading
      : status === 'error'
        ? labels.error
        : status === 'ready' && trimmed
          ? hits.length === 0
            ? labels.none
            : hits.length === 1
              ? labels.one
              : labels.many.replace('{count}', String(hits.length))
          : '';

  return (
    <form role="search" action={action} method="get" className="max-w-3xl">
      <label htmlFor={`${id}-q`} className="block font-semibold text-navy-900">
        {labels.label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {labels.hint}
      </p>
      <div className="mt-3 flex gap-2 max-sm:flex-col">
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          value={query}
          maxLength={100}
          autoComplete="off"
          aria-describedby={`${id}-hint ${id}-status`}
          aria-controls={`${id}-results`}
          placeholder={labels.placeholder}
          onFocus={load}
          onPointerEnter={load}
          onChange={(event) => setQuery(event.target.value)}
          className="min-h-12 flex-1 rounded-lg border border-slate-400 bg-white px-4 text-base text-navy-900 placeholder:text-slate-500 focus-visible:border-brand-700"
        />
        <Button type="submit" size="lg">
          <Search aria-hidden="true" />
          {labels.submit}
        </Button>
      </div>
      <p id={`${id}-status`} role="status" className="mt-3 min-h-6 text-sm text-slate-600">
        {message}
      </p>
      <ul
        id={`${id}-results`}
        className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white empty:hidden"
      >
        {hits.map((hit) => (
          <li key={hit.id} className="flex items-center gap-2 pr-3 max-sm:flex-col max-sm:items-stretch max-sm:pr-0">
            <a
              href={`${localizedPath(hit.path, locale)}#${hit.anchor}`}
              className="flex min-w-0 flex-1 items-baseline justify-between gap-4 px-4 py-3 hover:bg-surface"
            >
              <span>
                <span className="block font-semibold text-navy-900">{hit.model}</span>
                <span className="block text-sm text-slate-600">
                  {hit.brand} · {hit.category} · <span className="tabular">{hit.id}</span>
                </span>
              </span>
              <span className="shrink-0 font-bold text-brand-800 tabular">
                {hit.price === null ? labels.negotiable : formatUpTo(hit.price, locale)}
              </span>
            </a>
            {sellList ? (
              <AddToListLink
                itemId={hit.id}
                name={productName(hit)}
                price={hit.price}
                href={`${localizedPath(hit.path, locale)}?subject=${encodeURIComponent(
                  fillTemplate(sellList.addSubject, { model: hit.model, number: hit.id }),
                )}#contact`}
                label={sellList.add}
                accessibleLabel={fillTemplate(sellList.addFor, { model: hit.model })}
                className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-800 hover:border-brand-700 max-sm:mx-4 max-sm:mb-3"
              />
            ) : null}
          </li>
        ))}
      </ul>
      {sellList ? <SellListAddController texts={sellList.toasts} /> : null}
      {hits.length === MAX_HITS ? (
        <p className="mt-3 text-sm">
          <a href={`${action}?q=${encodeURIComponent(trimmed)}`} className="font-semibold text-brand-800 underline">
            {labels.allResults}
          </a>
        </p>
      ) : null}
    </form>
  );
}
