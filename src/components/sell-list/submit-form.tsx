'use client';

import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { CONTACT_LIMITS } from '@/lib/contact-limits';
import { Checkbox, Field, inputClass } from '@/components/ui/form-field';
import type { SellListPageProps } from './texts';

type Props = {
  props: SellListPageProps;
  formRef: RefObject<HTMLFormElement | null>;
  errors: Record<string, string>;
  formError: string;
  submitting: boolean;
  pickup: boolean;
  onPickupChange: (pickup: boolean) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The photos and documents field, placed before the send button. */
  attachments: ReactNode;
};

type TextField = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  hint?: string;
  half?: boolean;
};

/**
 * The contact and handover part of the sell list: the contact form's fields and messages,
 * shipping or pickup (address, date window, access, on-site contact), the honeypot.
 */
export function SubmitForm({
  props,
  formRef,
  errors,
  formError,
  submitting,
  pickup,
  onPickupChange,
  onSubmit,
  attachments,
}: Props) {
  const { texts, contact } = props;
  const text = (field: TextField, prefix = '') => {
    const name = `${prefix}${field.name}`;
    const id = `sell-${name.replace('.', '-')}`;
    return (
      <Field
        key={name}
        id={id}
        label={field.label}
        hint={field.hint}
        error={errors[name]}
        required={field.required}
        optional={field.required ? undefined : contact.optional}
        className={field.half ? undefined : 'sm:col-span-2'}
      >
        {(describedBy, invalid) => (
          <input
            id={id}
            name={name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete ?? 'off'}
            maxLength={field.maxLength ?? 200}
            aria-required={field.required || undefined}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
          />
        )}
      </Field>
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      {text({
        name: 'firstName',
        label: contact.firstName,
        autoComplete: 'given-name',
        required: true,
        maxLength: CONTACT_LIMITS.nameMax,
        half: true,
      })}
      {text({
        name: 'lastName',
        label: contact.lastName,
        autoComplete: 'family-name',
        required: true,
        maxLength: CONTACT_LIMITS.nameMax,
        half: true,
      })}
      {text({
        name: 'email',
        label: contact.email,
        type: 'email',
        autoComplete: 'email',
        required: true,
        maxLength: CONTACT_LIMITS.emailMax,
        half: true,
      })}
      {text({
        name: 'phone',
        label: contact.phone,
        type: 'tel',
        autoComplete: 'tel',
        maxLength: CONTACT_LIMITS.phoneMax,
        half: true,
      })}
      {text({ name: 'company', label: texts.company, autoComplete: 'organization', half: true })}
      {text({ name: 'vatId', label: texts.vatId, maxLength: 20, half: true })}

      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-navy-900">{texts.handover}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {([false, true] as const).map((isPickup) => (
            <label
              key={String(isPickup)}
              className="flex min-h-12 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="handover"
                value={isPickup ? 'pickup' : 'shipping'}
                checked={pickup === isPickup}
                onChange={() => onPickupChange(isPickup)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span>{isPickup ? texts.handoverPickup : texts.handoverShipping}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {pickup ? (
        <fieldset
          data-testid="pickup-fields"
          className="grid gap-5 rounded-lg border border-slate-200 bg-surface p-4 sm:col-span-2 sm:grid-cols-2 sm:p-5"
        >
          <legend className="px-1 text-sm font-semibold text-navy-900">{texts.handoverPickup}</legend>
          {text({ name: 'street', label: texts.street, autoComplete: 'street-address', required: true }, 'handover.')}
          {text(
            {
              name: 'postalCode',
              label: texts.postalCode,
              autoComplete: 'postal-code',
              required: true,
              maxLength: 10,
              half: true,
            },
            'handover.',
          )}
          {text(
            { name: 'city', label: texts.city, autoComplete: 'address-level2', required: true, half: true },
            'handover.',
          )}
          {text({ name: 'dateFrom', label: texts.dateFrom, type: 'date', required: true, half: true }, 'handover.')}
          {text({ name: 'dateTo', label: texts.dateTo, type: 'date', required: true, half: true }, 'handover.')}
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-semibold text-navy-900">{texts.access}</legend>
            <div className="mt-1 grid sm:grid-cols-3">
              <Checkbox id="sell-handover-loadingDock" name="handover.loadingDock" label={texts.loadingDock} />
              <Checkbox id="sell-handover-forklift" name="handover.forklift" label={texts.forklift} />
              <Checkbox id="sell-handover-lift" name="handover.lift" label={texts.lift} />
            </div>
          </fieldset>
          {text(
            { name: 'floor', label: texts.floor, hint: texts.floorHint, required: true, maxLength: 40, half: true },
            'handover.',
          )}
          <div className="max-sm:hidden" />
          {text(
            {
              name: 'contactName',
              label: texts.contactName,
              autoComplete: 'name',
              required: true,
              maxLength: CONTACT_LIMITS.nameMax,
              half: true,
            },
            'handover.',
          )}
          {text(
            {
              name: 'contactPhone',
              label: texts.contactPhone,
              type: 'tel',
              autoComplete: 'tel',
              required: true,
              maxLength: CONTACT_LIMITS.phoneMax,
              half: true,
            },
            'handover.',
          )}
        </fieldset>
      ) : null}

      <Field
        id="sell-message"
        label={texts.message}
        optional={contact.optional}
        error={errors.message}
        className="sm:col-span-2"
      >
        {(describedBy, invalid) => (
          <textarea
            id="sell-message"
            name="message"
            rows={4}
            maxLength={CONTACT_LIMITS.messageMax}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
          />
        )}
      </Field>

      <div className="sm:col-span-2">{attachments}</div>

      {/* Honeypot: people never see or fill it; bots that fill every field are stored as spam. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="sell-website">{contact.honeypot}</label>
        <input id="sell-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="flex flex-col gap-4 sm:col-span-2">
        <p className="text-sm text-slate-600">
          {contact.requiredNote} {contact.privacy}{' '}
          <a href={props.links.privacy} className="font-medium text-brand-800 underline underline-offset-2">
            {contact.privacyLink}
          </a>
          .
        </p>
        {formError ? (
          <p
            role="alert"
            data-testid="sell-list-form-error"
            className="rounded-lg border border-destructive/40 bg-red-50 p-3 text-sm font-medium text-destructive"
          >
            {formError}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start">
          {submitting ? texts.submitting : texts.submit}
        </Button>
      </div>
    </form>
  );
}
