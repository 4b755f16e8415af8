import { sectionNumber } from '@/content/legal/numbering';
import type { LegalDocument } from '@/content/legal/types';

/** Links to every section of a legal document; sticky beside the text on wide screens. */
export function TableOfContents({ document, title }: { document: LegalDocument; title: string }) {
  return (
    <nav
      aria-labelledby="legal-toc-heading"
      className="rounded-card border border-slate-200 bg-surface p-5 lg:sticky lg:top-24"
    >
      <h2 id="legal-toc-heading" className="text-base font-semibold">
        {title}
      </h2>
      <ol className="mt-3 space-y-0.5 text-sm">
        {document.sections.map((section, index) => {
          const number = sectionNumber(document.numbering, index);
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex min-h-9 items-baseline gap-2 rounded-md py-1.5 text-slate-700 hover:text-brand-800 hover:underline"
              >
                {number ? <span className="w-7 shrink-0 text-slate-600 tabular">{number}</span> : null}{' '}
                <span>{section.heading}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
