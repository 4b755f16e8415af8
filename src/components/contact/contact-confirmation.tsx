'use client';

import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/** The confirmation's strings, resolved on the server (contact-form-props.ts). */
export type ConfirmationTexts = {
  title: string;
  lead: string;
  referenceLabel: string;
  referenceHint: string;
  nextTitle: string;
  /** What happens next, in order, each with its time. */
  next: string[];
  urgent: string;
  phone: { label: string; href: string };
  another: string;
};

type Props = { reference: string; texts: ConfirmationTexts; headingLevel: 'h3' | 'h4'; onAnother: () => void };

/**
 * What stays in the form's place after a sent inquiry: thanks, the inquiry's reference, what
 * happens next and when, and a way to send another. Focus moves to its heading, so screen
 * readers announce it; the success toast appears as well.
 */
export function ContactConfirmation({ reference, texts, headingLevel: Heading, onAnother }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The box's top just below the header, so the reference is in the first half of the screen,
    // away from the toast (bottom on phones, top right from md).
    headingRef.current?.focus({ preventScroll: true });
    boxRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div
      ref={boxRef}
      data-testid="contact-confirmation"
      className="rounded-lg border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <Heading ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {texts.title}
          </Heading>
          <p className="mt-2 text-slate-700">{texts.lead}</p>
        </div>
      </div>
      <dl className="mt-5 rounded-lg bg-white p-4 ring-1 ring-brand-200">
        <dt className="text-sm text-slate-600">{texts.referenceLabel}</dt>
        <dd className="mt-0.5 font-mono text-xl font-bold tracking-wider text-navy-900">{reference}</dd>
        <dd className="mt-1 text-sm text-slate-600">{texts.referenceHint}</dd>
      </dl>
      <p className="mt-5 font-semibold text-navy-900">{texts.nextTitle}</p>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-700 marker:font-semibold marker:text-brand-800">
        {texts.next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-4 text-slate-700">
        {texts.urgent}{' '}
        <a
          href={texts.phone.href}
          className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
        >
          {texts.phone.label}
        </a>
      </p>
      <Button variant="secondary" onClick={onAnother} className="mt-5 w-full sm:w-auto">
        {texts.another}
      </Button>
    </div>
  );
}
