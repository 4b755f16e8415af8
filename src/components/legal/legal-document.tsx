import { Languages } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { LegalPath } from '@/content/legal';
import { sectionNumber } from '@/content/legal/numbering';
import type { LegalBlock, LegalDocument } from '@/content/legal/types';
import type { Locale } from '@/i18n/locales';
import { intlLocale } from '@/lib/format';
import { localizedPath } from '@/lib/site-url';
import { LegalTextView } from './legal-text';
import { TableOfContents } from './table-of-contents';

type Props = { path: LegalPath; locale: Locale; document: LegalDocument };

function formatUpdated(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <LegalTextView text={block.text} />
        </p>
      );
    case 'clauses':
      // Numbered paragraphs as in statutes: „(1) …". The number is text, so it is read and copied too.
      return (
        <ol className="space-y-3">
          {block.items.map((item, index) => (
            <li key={index} className="grid grid-cols-[2.25rem_minmax(0,1fr)]">
              <span className="text-slate-600 tabular">({index + 1})</span>
              <span>
                <LegalTextView text={item} />
              </span>
            </li>
          ))}
        </ol>
      );
    case 'list':
      return (
        <div>
          {block.intro ? (
            <p className="mb-2">
              <LegalTextView text={block.intro} />
            </p>
          ) : null}
          <ul className="list-disc space-y-1.5 pl-6 marker:text-brand-700">
            {block.items.map((item, index) => (
              <li key={index}>
                <LegalTextView text={item} />
              </li>
            ))}
          </ul>
        </div>
      );
    case 'facts':
      return (
        <dl className="grid gap-x-6 gap-y-2 rounded-card border border-slate-200 p-4 sm:grid-cols-[13rem_minmax(0,1fr)] sm:p-5">
          {block.items.map((item) => (
            <div key={item.term} className="contents">
              <dt className="font-semibold text-navy-900">{item.term}</dt>
              <dd className="mb-2 break-words sm:mb-0">
                <LegalTextView text={item.value} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      return (
        // A focusable, labelled scroll container: keyboard users can scroll wide tables too.
        <section
          className="overflow-x-auto rounded-card border border-slate-200"
          aria-label={block.caption}
          tabIndex={0}
        >
          <table className="w-full border-collapse text-left text-[0.95rem]">
            <caption className="border-b border-slate-200 bg-surface px-4 py-2.5 text-left font-semibold text-navy-900">
              {block.caption}
            </caption>
            <thead>
              <tr className="border-b border-slate-200">
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="px-4 py-2 font-semibold text-navy-900">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-b border-slate-100 last:border-b-0">
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} className="px-4 py-2 align-top">
                      <LegalTextView text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
  }
}

/**
 * One legal page from its content: breadcrumbs, title, date of the version, the convenience
 * translation note on English pages, an optional table of contents and the numbered sections,
 * each with an id anchor.
 */
export async function LegalDocumentView({ path, locale, document }: Props) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  const translated = locale !== 'de';

  const body = (
    <div className="max-w-3xl space-y-12 text-base leading-relaxed text-slate-700 sm:text-[1.0625rem]">
      {document.sections.map((section, index) => {
        const number = sectionNumber(document.numbering, index);
        return (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="space-y-4">
            <h2 id={`${section.id}-heading`} className="flex gap-3 text-2xl font-bold tracking-tight">
              {/* The space keeps „§ 1 Geltungsbereich“ apart in the text and the accessible name. */}
              {number ? <span className="shrink-0 text-brand-800 tabular">{number}</span> : null}{' '}
              <span className="min-w-0">{section.heading}</span>
            </h2>
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
            {section.subsections?.map((sub) => (
              <section key={sub.id} id={sub.id} aria-labelledby={`${sub.id}-heading`} className="space-y-3 pt-2">
                <h3 id={`${sub.id}-heading`} className="text-lg font-semibold">
                  {sub.heading}
                </h3>
                {sub.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </section>
            ))}
          </section>
        );
      })}
    </div>
  );

  return (
    <>
      <Breadcrumbs path={path} locale={locale} />
      <header className="border-b border-slate-200 bg-gradient-to-b from-surface to-white">
        <div className="container-page py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
          {document.lead ? (
            <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-600">
              <LegalTextView text={document.lead} />
            </p>
          ) : null}
          <p className="mt-4 text-sm text-slate-600">
            {t.rich('updated', {
              date: formatUpdated(document.updated, locale),
              time: (chunks) => <time dateTime={document.updated}>{chunks}</time>,
            })}
          </p>
          {translated ? (
            <aside
              aria-labelledby="legal-translation-note"
              className="mt-6 flex max-w-3xl gap-3 rounded-card border border-energy-500/40 bg-energy-100 p-4 text-navy-900"
            >
              <Languages aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-energy-800" />
              <div>
                <p id="legal-translation-note" className="font-semibold">
                  {t('translationTitle')}
                </p>
                <p className="mt-1">
                  {t('translationNote')}{' '}
                  <a
                    href={localizedPath(path, 'de')}
                    hrefLang="de"
                    className="font-medium text-navy-900 underline underline-offset-2 hover:text-brand-800"
                  >
                    {t('germanVersion')}
                  </a>
                </p>
              </div>
            </aside>
          ) : null}
        </div>
      </header>
      <div className="container-page py-12 sm:py-16">
        {document.tableOfContents ? (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14">
            <div>
              <TableOfContents document={document} title={t('tableOfContents')} />
            </div>
            {body}
          </div>
        ) : (
          body
        )}
      </div>
    </>
  );
}
