import { ArrowRight, BadgeCheck, Truck } from '@/components/icons';
import { CtaLink } from '@/components/sections/cta-link';
import type { Cta } from '@/content/types';
import { Link } from '@/i18n/navigation';
import type { RoutePath } from '@/content/routes';
import { cn } from '@/lib/cn';

/** The notes a closing row may carry: the medical section's certification, the scooter section's pickup. */
const notes = {
  certified: { Icon: BadgeCheck, colour: 'text-medical-800' },
  pickup: { Icon: Truck, colour: 'text-brand-800' },
} as const;

type NoteProps = { text: string; kind: keyof typeof notes };

function Note({ text, kind }: NoteProps) {
  const { Icon, colour } = notes[kind];
  return (
    <p className={cn('inline-flex items-center gap-2 font-semibold', colour)}>
      <Icon aria-hidden="true" className="size-5" />
      {text}
    </p>
  );
}

/** A section's closing row: the call to action (to #contact), an optional note and a link on. */
export function SectionActions({
  cta,
  link,
  note,
}: {
  cta?: Cta;
  link?: Cta;
  /** A short promise beside the action, after its icon. */
  note?: NoteProps;
}) {
  return (
    <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:gap-6">
      {cta ? <CtaLink cta={cta} size="lg" /> : null}
      {note ? <Note {...note} /> : null}
      {link ? <MoreLink link={link} /> : null}
    </div>
  );
}

/** A quiet text link to the matching page ("Mehr zu Lithium-Batterien →"). */
export function MoreLink({ link, className: extra }: { link: Cta; className?: string }) {
  const className = cn(
    'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline',
    extra,
  );
  const content = (
    <>
      {link.label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  if (link.href === 'phone' || link.href.startsWith('#')) {
    return <CtaLink cta={link} variant="ghost" />;
  }
  return (
    <Link href={link.href as RoutePath} className={className}>
      {content}
    </Link>
  );
}
