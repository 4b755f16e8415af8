import { Quote } from '@/components/icons';
import type { Person } from '@/content/types';
import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';

/** Avatar colours (all pairs pass WCAG AA); a name always gets the same one. */
const avatarTones = [
  'bg-brand-100 text-brand-900',
  'bg-navy-900 text-white',
  'bg-it-100 text-it-800',
  'bg-energy-100 text-energy-800',
] as const;

function toneOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return avatarTones[hash % avatarTones.length] ?? avatarTones[0];
}

/** Team members: initials avatar, name, role and a short quote in their own words. */
export function PeopleGrid({ people }: { people: Person[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person, index) => (
        <li key={person.name} data-reveal style={{ '--reveal-index': index } as React.CSSProperties} className="flex">
          <figure className="flex w-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-sm">
            <figcaption className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-bold tracking-wide',
                  toneOf(person.name),
                )}
              >
                {initialsOf(person.name)}
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-semibold">{person.name}</h3>
                <p className="mt-0.5 text-sm leading-snug text-slate-600">{person.role}</p>
              </div>
            </figcaption>
            <blockquote className="relative mt-5 border-l-2 border-brand-200 pl-4 leading-relaxed text-slate-700">
              <Quote aria-hidden="true" className="mb-2 size-5 text-brand-700" />
              <p>{person.quote}</p>
            </blockquote>
          </figure>
        </li>
      ))}
    </ul>
  );
}
