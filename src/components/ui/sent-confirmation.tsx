'use client';

import { CheckCircle2 } from '@/components/icons';
import { useEffect, useRef } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';

type SentConfirmationProps = {
  /** For tests: `contact-confirmation`, `sell-list-confirmation`. */
  testId: string;
  headingLevel: 'h3' | 'h4';
  title: string;
  lead: string;
  /** Our reference, with what to do with it; null while there is none. */
  reference: { label: string; value: string; hint: string; testId?: string } | null;
  /** A link onwards (the sell request's status page). */
  link?: { href: string; label: string; hint: string; testId?: string } | null;
  /** What happens next, in order, each with its time. */
  next?: { title: string; steps: readonly string[] } | null;
  /** "Urgent? Call us:" and the number. */
  urgent?: { text: string; phone: { label: string; href: string } } | null;
  another: string;
  onAnother: () => void;
};

/**
 * What stays in a form's place after it was sent (the contact forms and the sell list): thanks,
 * the reference, what happens next, a link onwards and a way to start again. Focus moves to its
 * heading, so screen readers announce it.
 */
export function SentConfirmation({
  testId,
  headingLevel: Heading,
  title,
  lead,
  reference,
  link,
  next,
  urgent,
  another,
  onAnother,
}: SentConfirmationProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The box's top just below the header, so the reference is in the first half of the screen,
    // away from the toast (bottom on phones, top right from md).
    headingRef.current?.focus({ preventScroll: true });
    boxRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div ref={boxRef} data-testid={testId} className="rounded-card border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <Heading ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {title}
          </Heading>
          <p className="mt-2 text-slate-700">{lead}</p>
        </div>
      </div>
      {reference ? (
        <dl className="mt-5 rounded-lg bg-white p-4 ring-1 ring-brand-200">
          <dt className="text-sm text-slate-600">{reference.label}</dt>
          <dd
            data-testid={reference.testId}
            className="mt-0.5 font-mono text-xl font-bold tracking-wider break-all text-navy-900"
          >
            {reference.value}
          </dd>
          <dd className="mt-1 text-sm text-slate-600">{reference.hint}</dd>
        </dl>
      ) : null}
      {link ? (
        <div className="mt-5">
          <a href={link.href} data-testid={link.testId} className={`${buttonVariants()} w-full sm:w-auto`}>
            {link.label}
          </a>
          <p className="mt-2 text-sm text-slate-600">{link.hint}</p>
        </div>
      ) : null}
      {next ? (
        <>
          <p className="mt-5 font-semibold text-navy-900">{next.title}</p>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-700 marker:font-semibold marker:text-brand-800">
            {next.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      ) : null}
      {urgent ? (
        <p className="mt-4 text-slate-700">
          {urgent.text}{' '}
          <a
            href={urgent.phone.href}
            className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
          >
            {urgent.phone.label}
          </a>
        </p>
      ) : null}
      <Button variant="secondary" onClick={onAnother} className="mt-5 w-full sm:w-auto">
        {another}
      </Button>
    </div>
  );
}
