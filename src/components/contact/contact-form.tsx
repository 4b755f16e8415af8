'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Locale } from '@/i18n/locales';
import type { ContactFormKind } from '@/lib/contact-schema';
import { ContactFormView, formFields, type ContactFormLabels, type FieldName } from './contact-form-view';
import type { InteractiveContactFormProps, ToastTexts } from './contact-form-interactive';

type Props = { kind: ContactFormKind; locale: Locale; labels: ContactFormLabels; toasts: ToastTexts; idPrefix: string };

/**
 * The contact form as a small island: it renders the plain form (which works without
 * JavaScript) and loads react-hook-form, zod and the submit logic only when someone starts to
 * use the form. Values typed meanwhile and the focused field carry over.
 */
export function ContactForm(props: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [Interactive, setInteractive] = useState<ComponentType<InteractiveContactFormProps> | null>(null);
  const [handover, setHandover] = useState<Pick<InteractiveContactFormProps, 'initialValues' | 'focusField' | 'submitOnMount' | 'startedAt'> | null>(null);
  const startedAt = useRef(0);
  const loading = useRef<Promise<void> | null>(null);

  useEffect(() => {
    startedAt.current = Date.now();
    // A price list's "Bewerten lassen" link pre-fills the subject (?subject=…).
    const subject = new URLSearchParams(window.location.search).get('subject');
    const input = formRef.current?.elements.namedItem('subject');
    if (subject && input instanceof HTMLInputElement && !input.value) input.value = subject.slice(0, 200);
  }, []);

  const upgrade = (submitOnMount = false) => {
    loading.current ??= import('./contact-form-interactive').then((module) => {
      const form = formRef.current;
      const values = {} as Partial<Record<FieldName, string>>;
      for (const field of formFields[props.kind]) {
        const element = form?.elements.namedItem(field.name);
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) values[field.name] = element.value;
      }
      const active = document.activeElement;
      const focusField = active instanceof HTMLElement && form?.contains(active) ? (active.getAttribute('name') as FieldName | null) : null;
      setHandover({ initialValues: values, focusField, submitOnMount, startedAt: startedAt.current });
      setInteractive(() => module.InteractiveContactForm);
    });
    return loading.current;
  };

  if (Interactive && handover) {
    return <Interactive {...props} {...handover} />;
  }

  return (
    <ContactFormView
      kind={props.kind}
      locale={props.locale}
      labels={props.labels}
      idPrefix={props.idPrefix}
      formProps={{
        ref: formRef,
        onFocus: () => void upgrade(),
        onPointerEnter: () => void upgrade(),
        onSubmit: (event) => {
          event.preventDefault();
          void upgrade(true);
        },
      }}
    />
  );
}
