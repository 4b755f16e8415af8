export type PaginationProps = {
  label: string;
  summary: string;
  previous: { href: string; label: string } | null;
  next: { href: string; label: string } | null;
};

/** Previous/next links of a server-paged list; the summary says where the reader is. */
export function PaginationNav({ label, summary, previous, next }: PaginationProps) {
  const link = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:border-brand-700';
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <span className="text-sm text-slate-600">{summary}</span>
      <span className="flex gap-2">
        {previous && (
          <a href={previous.href} rel="prev" className={link}>
            {previous.label}
          </a>
        )}
        {next && (
          <a href={next.href} rel="next" className={link}>
            {next.label}
          </a>
        )}
      </span>
    </nav>
  );
}
