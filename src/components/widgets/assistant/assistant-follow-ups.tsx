import { CalendarClock } from '@/components/icons';
import Link from 'next/link';
import type { FollowUp } from '@/content/widgets';
import { cx } from '@/lib/cx';

type FollowUpsProps = {
  label: string;
  offers: FollowUp[];
  disabled: boolean;
  homePath: string;
  onSend: (text: string) => void;
  onContact: (event: { preventDefault: () => void }) => void;
};

/** What the visitor may want next after an answer: a follow-up question or the contact form. */
export function AssistantFollowUps({ label, offers, disabled, homePath, onSend, onContact }: FollowUpsProps) {
  const className = cx(
    'inline-flex min-h-10 items-center gap-1.5 rounded-full border border-brand-700 bg-white px-3 py-1.5 font-medium text-brand-800 hover:bg-brand-50',
    'disabled:opacity-60',
  );
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5 pl-9">
      {offers.map((offer) =>
        offer.action === 'contact' ? (
          <Link
            key={offer.kind}
            href={`${homePath}#contact`}
            prefetch={false}
            onClick={onContact}
            className={className}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            {offer.label}
          </Link>
        ) : (
          <button
            key={offer.kind}
            type="button"
            disabled={disabled}
            onClick={() => onSend(offer.message)}
            className={className}
          >
            {offer.label}
          </button>
        ),
      )}
    </div>
  );
}
