export type Entry = { key: string; title: string; meta: string; body?: string };

/**
 * A dated list (notes, mail deliveries, the timeline): what happened, who or what, when.
 * `empty` is shown when there is nothing yet.
 */
export function EntryList({ entries, empty }: { entries: Entry[]; empty: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.key} className="border-l-2 border-slate-200 pl-3 text-sm">
          <p className="font-medium text-navy-900">{entry.title}</p>
          <p className="text-xs text-slate-500">{entry.meta}</p>
          {entry.body && <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{entry.body}</p>}
        </li>
      ))}
    </ol>
  );
}
