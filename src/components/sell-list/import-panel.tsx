'use client';

import { ImportReview } from './import-review';
import { ImportSources } from './import-sources';
import type { SellListLine } from './sell-list-store';
import type { SellListPageProps } from './texts';
import { useImport } from './use-import';

/**
 * Import: pasted spreadsheet rows or a CSV/XLSX file go to the match endpoint; the answer is
 * reviewed here (recognised rows ticked, uncertain ones to choose, unknown ones as free text)
 * before anything is added to the list. Errors appear next to the control that caused them.
 */
export function ImportPanel({ props, onAdd }: { props: SellListPageProps; onAdd: (lines: SellListLine[]) => number }) {
  const { id, sources, done, review } = useImport(props, onAdd);
  return (
    <div>
      <ImportSources id={id} props={props} {...sources} />
      <p role="status" className="mt-4 min-h-6 font-semibold text-brand-800">
        {done}
      </p>
      {review.rows ? <ImportReview id={id} props={props} {...review} rows={review.rows} /> : null}
    </div>
  );
}
