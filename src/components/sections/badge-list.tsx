import { BadgeCheck } from '@/components/icons';
import type { Badge } from '@/content/types';

/** Certifications and standards as text badges (no invented seals or logos). */
export function BadgeList({ badges }: { badges: Badge[] }) {
  const detailed = badges.some((badge) => badge.description);
  if (!detailed) {
    return (
      <ul className="flex flex-wrap gap-3">
        {badges.map((badge) => (
          <li
            key={badge.label}
            className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 py-2 font-semibold text-brand-900"
          >
            <BadgeCheck aria-hidden="true" className="size-5 text-brand-700" />
            {badge.label}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {badges.map((badge) => (
        <div key={badge.label} className="rounded-card border border-slate-200 bg-white p-5">
          <dt className="flex items-center gap-2 font-semibold text-navy-900">
            <BadgeCheck aria-hidden="true" className="size-5 text-brand-700" />
            {badge.label}
          </dt>
          {badge.description ? <dd className="mt-2 text-slate-600">{badge.description}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
