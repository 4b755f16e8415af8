import { CheckCircle2 } from '@/components/icons';
import { cn } from '@/lib/cn';

export function Checklist({ items, columns = 2 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <ul className={cn('grid gap-3', columns === 2 && 'md:grid-cols-2')}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-slate-700">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
