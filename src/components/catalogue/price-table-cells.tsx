import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import {
  stackedBody,
  stackedHead,
  stackedHeaderCell,
  stackedRowHeading,
  stackedTable,
} from '@/components/ui/stacked-table';
import { cn } from '@/lib/cn';

/**
 * A price list as ONE real table (`stacked-table.ts`): on desktop a table with a sticky header;
 * below the lg breakpoint the same rows stack as cards. Every table of a kind has the same fixed
 * column grid (`table-fixed` with one `colgroup`), so the columns line up from one category to
 * the next.
 */
const tableClass = cn(stackedTable, 'lg:table-fixed');
const actionCell = 'px-4 py-3 align-top text-right max-lg:block max-lg:px-0 max-lg:pt-3 max-lg:pb-0 max-lg:text-left';
/** On desktop the cell's actions stand on one line, so a row is as tall as its text (issue 33). */
const actionRow = 'lg:flex lg:items-center lg:justify-end lg:gap-2';
const actionLink = cn(
  buttonVariants({ variant: 'secondary' }),
  'min-h-11 px-4 text-sm max-lg:w-full lg:whitespace-nowrap',
);

/** The shared column widths; the first column takes the rest. */
function Columns({ widths }: { widths: string[] }) {
  return (
    <colgroup className="max-lg:hidden">
      <col />
      {widths.map((width, index) => (
        <col key={index} className={width} />
      ))}
    </colgroup>
  );
}
export const productColumns = ['w-[20%]', 'w-32', 'w-36', 'w-60'];
/** Without the new-price column (a category where no item has one). */
export const productColumnsWithoutNewPrice = ['w-[24%]', 'w-40', 'w-60'];
export const serviceColumns = ['w-[24%]', 'w-36', 'w-40', 'w-36'];

/** Link target that opens the page's contact form with the subject filled in. */
export function subjectHref(subject: string): string {
  return `?subject=${encodeURIComponent(subject)}#contact`;
}

/*
 * The parts both tables share. Server components without state: they keep the two tables'
 * markup identical where the columns mean the same thing.
 */
export function ColumnHeader({
  children,
  numeric = false,
  tip,
}: {
  children: ReactNode;
  numeric?: boolean;
  tip?: ReactNode;
}) {
  return (
    <th scope="col" className={cn(stackedHeaderCell, numeric && 'text-right')}>
      {tip ? (
        <span className={cn('inline-flex items-center gap-1', numeric && 'flex-row-reverse')}>
          {children}
          {/* Not in the stacked phone layout, where the header row is only read out. */}
          <span className="max-lg:hidden">{tip}</span>
        </span>
      ) : (
        children
      )}
    </th>
  );
}

/** A category's table: caption, column grid, the header row (the actions' column named for screen readers only), the rows. */
export function PriceTable({
  caption,
  widths,
  headers,
  actionLabel,
  children,
}: {
  caption: string;
  widths: string[];
  headers: ReactNode;
  actionLabel: string;
  children: ReactNode;
}) {
  return (
    <table className={tableClass}>
      <caption className="sr-only">{caption}</caption>
      <Columns widths={widths} />
      <thead className={stackedHead}>
        <tr>
          {headers}
          <ColumnHeader>
            <span className="sr-only">{actionLabel}</span>
          </ColumnHeader>
        </tr>
      </thead>
      <tbody className={stackedBody}>{children}</tbody>
    </table>
  );
}

export function RowHeading({ title, meta, description }: { title: string; meta: ReactNode; description: string }) {
  return (
    <th scope="row" className={stackedRowHeading}>
      <span className="block font-semibold text-navy-900">{title}</span>
      <span className="mt-0.5 block text-sm text-slate-600">{meta}</span>
      <span className="mt-1 block text-sm text-slate-600">{description}</span>
    </th>
  );
}

/** A dash for the eye, words for a screen reader. */
export function NotGiven({ label }: { label: string }) {
  return (
    <span>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * "Auf die Ankaufsliste": on a phone a quieter full-width second action below "Bewerten lassen";
 * on desktop an icon button beside it, its words in a tooltip and in its accessible name.
 */
export const addLink = cn(
  buttonVariants({ variant: 'ghost' }),
  'mt-2 min-h-11 w-full px-3 text-sm text-brand-800 lg:mt-0 lg:size-11 lg:px-0 [&_svg]:size-4 lg:[&_svg]:size-5',
);

export function InquiryCell({
  subject,
  label,
  children,
  extra,
}: {
  subject: string;
  label: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <td className={actionCell}>
      <div className={actionRow}>
        <a href={subjectHref(subject)} className={actionLink} aria-label={label}>
          {children}
        </a>
        {extra}
      </div>
    </td>
  );
}
