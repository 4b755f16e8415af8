'use client';

import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import type { SellListMessages } from './texts';

/**
 * What stays in the form's place after the list was sent: thanks, the reference, the status
 * link and a way to start again. Focus moves to its heading, so screen readers announce it.
 */
export function SellListConfirmation({
  reference,
  statusUrl,
  texts,
  onAnother,
}: {
  reference: string;
  statusUrl: string | null;
  texts: SellListMessages;
  onAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div data-testid="sell-list-confirmation" className="rounded-card border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {texts.confirmationTitle}
          </h3>
          <p className="mt-2 text-slate-700">{texts.confirmationLead}</p>
        </div>
      </div>
      {reference ? (
        <dl className="mt-5 rounded-lg bg-white p-4 ring-1 ring-brand-200">
          <dt className="text-sm text-slate-600">{texts.confirmationReference}</dt>
          <dd
            data-testid="sell-list-reference"
            className="mt-0.5 font-mono text-xl font-bold tracking-wider break-all text-navy-900"
          >
            {reference}
          </dd>
          <dd className="mt-1 text-sm text-slate-600">{texts.confirmationReferenceHint}</dd>
        </dl>
      ) : null}
      {statusUrl ? (
        <div className="mt-5">
          <a href={statusUrl} data-testid="sell-list-status-link" className={`${buttonVariants()} w-full sm:w-auto`}>
            {texts.confirmationStatus}
          </a>
          <p className="mt-2 text-sm text-slate-600">{texts.confirmationStatusHint}</p>
        </div>
      ) : null}
      <Button variant="secondary" onClick={onAnother} className="mt-5 w-full sm:w-auto">
        {texts.confirmationAnother}
      </Button>
    </div>
  );
}
