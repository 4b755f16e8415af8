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
  const state = useImport(props, onAdd);
  return (
    <div>
      <ImportSources
        id={state.id}
        props={props}
        errors={state.errors}
        busy={state.busy}
        onPaste={state.onPaste}
        onFile={state.onFile}
      />
      <p role="status" className="mt-4 min-h-6 font-semibold text-brand-800">
        {state.done}
      </p>
      {state.rows ? (
        <ImportReview
          id={state.id}
          props={props}
          rows={state.rows}
          chosen={state.chosen}
          update={state.update}
          onAdd={state.addChosen}
          onCancel={state.cancel}
        />
      ) : null}
    </div>
  );
}
