import type { ReactNode } from 'react';

/** A titled panel of a staff page. */
export function StaffCard({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
