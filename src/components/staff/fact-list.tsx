export type Fact = { label: string; value: string };

/** Label/value pairs of a staff card, two columns from the small breakpoint. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-medium text-slate-500">{fact.label}</dt>
          <dd className="break-words text-navy-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
