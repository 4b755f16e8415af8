import type { Fact } from '@/content/types';

/** Key figures, large and tabular (e.g. "10.000.000+ recycelte Geräte"). */
export function FactsGrid({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col-reverse rounded-card border border-slate-200 bg-white p-6">
          <dt className="mt-1 text-slate-600">{fact.label}</dt>
          <dd className="text-3xl font-bold text-brand-800 tabular">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
