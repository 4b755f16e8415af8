import { ChevronDown } from '@/components/icons';
import type { FaqItem } from '@/content/types';

/** Questions as native <details>: keyboard- and screen-reader-friendly without JavaScript. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group p-5">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold text-navy-900">
            {item.question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 leading-relaxed text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
