'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast-store';
import type { AttachmentHandle } from '@/components/contact/attachment-field';
import { berlinToday } from '@/lib/calendar-day';
import { randomUuid } from '@/lib/uuid';
import {
  sellRequestContent,
  sendSellRequest,
  validateSellRequest,
  type ContactValues,
  type FieldErrors,
  type Handover,
} from './submit-logic';
import type { SellListPageProps } from './texts';
import type { SellListState } from './use-sell-list';

/** The form's values as the submission reads them (`handover.*` only when a pickup is asked for). */
function readForm(data: FormData, pickup: boolean): { contact: ContactValues; handover: Handover } {
  const value = (name: string) => String(data.get(name) ?? '');
  const flag = (name: string) => data.get(name) === 'on';
  return {
    contact: {
      firstName: value('firstName'),
      lastName: value('lastName'),
      email: value('email'),
      phone: value('phone'),
      company: value('company'),
      vatId: value('vatId'),
      message: value('message'),
    },
    handover: pickup
      ? {
          kind: 'pickup',
          street: value('handover.street'),
          postalCode: value('handover.postalCode'),
          city: value('handover.city'),
          dateFrom: value('handover.dateFrom'),
          dateTo: value('handover.dateTo'),
          loadingDock: flag('handover.loadingDock'),
          forklift: flag('handover.forklift'),
          floor: value('handover.floor'),
          lift: flag('handover.lift'),
          contactName: value('handover.contactName'),
          contactPhone: value('handover.contactPhone'),
        }
      : { kind: 'shipping' },
  };
}

const focusFirstError = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

/**
 * The list's submission: checks before sending, waits for uploads in flight, posts with one
 * idempotency key per content (a retry of the same list reuses it, a changed list gets a new
 * one), and on success empties the list and shows the confirmation.
 */
export function useSellRequestSubmit(props: SellListPageProps, sellList: SellListState) {
  const { texts } = props;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [pickup, setPickup] = useState(false);
  const [sent, setSent] = useState<{ reference: string; statusUrl: string | null } | null>(null);
  const startedAt = useRef(0);
  const submission = useRef<{ key: string; content: string } | null>(null);
  const attachments = useRef<AttachmentHandle>(null);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const clearLineErrors = () =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('lines'))));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { list, isBattery } = sellList;
    if (submitting || !list) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const { contact, handover } = readForm(data, pickup);
    const invalid = validateSellRequest({
      contact,
      handover,
      lines: list.lines,
      isBattery,
      validation: props.validation,
      emptyList: texts.submitEmpty,
      today: berlinToday(),
    });
    setErrors(invalid);
    setFormError(invalid.lines ?? (Object.keys(invalid).length > 0 ? texts.invalidDescription : ''));
    if (Object.keys(invalid).length > 0) {
      focusFirstError();
      return;
    }
    const content = sellRequestContent(contact, handover, list.lines, isBattery);
    setSubmitting(true);
    try {
      // Uploads still in flight finish first; the list then sends only their ids.
      const attachmentIds = (await attachments.current?.settled()) ?? [];
      const serialized = JSON.stringify({ content, attachmentIds });
      if (submission.current?.content !== serialized) submission.current = { key: randomUuid(), content: serialized };
      const result = await sendSellRequest(
        {
          ...content,
          ...(attachmentIds.length ? { attachmentIds } : {}),
          idempotencyKey: submission.current.key,
          page: window.location.pathname,
          website: String(data.get('website') ?? ''),
          startedAt: startedAt.current,
          locale: props.locale,
        },
        texts,
      );
      if (result.ok) {
        sellList.clear();
        form.reset();
        attachments.current?.reset();
        submission.current = null;
        setErrors({});
        setFormError('');
        setSent({ reference: result.reference, statusUrl: result.statusUrl });
        toast({ title: texts.successTitle, description: texts.successDescription });
      } else {
        setErrors(result.errors);
        setFormError(result.message);
        toast({ variant: 'destructive', title: texts.errorTitle, description: result.message });
        focusFirstError();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return {
    errors,
    formError,
    submitting,
    pickup,
    setPickup,
    sent,
    /** Back to the form for another list. */
    another: () => setSent(null),
    attachments,
    clearLineErrors,
    onSubmit,
  };
}
