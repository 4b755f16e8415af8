import { Info } from '@/components/icons';

/** A short condition or compliance note under a section (e.g. "Preise unverbindlich, nach Prüfung"). */
export function SectionNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-8 flex max-w-3xl items-start gap-3 rounded-card border border-slate-200 bg-white p-4 text-slate-700">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>{children}</span>
    </p>
  );
}
