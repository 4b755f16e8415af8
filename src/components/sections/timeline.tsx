import type { TimelineEntry } from '@/content/types';

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative space-y-8 border-l-2 border-brand-200 pl-8">
      {entries.map((entry) => (
        <li key={entry.year + entry.title} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full border-4 border-white bg-brand-700 ring-2 ring-brand-200"
          />
          <p className="font-bold text-brand-800 tabular">{entry.year}</p>
          <h3 className="mt-1 text-lg font-semibold">{entry.title}</h3>
          <p className="mt-2 max-w-3xl text-slate-600">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
