import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import type { ContactFormKind } from '@/lib/contact-fields';
import { ContactForm } from './contact-form';
import { getContactFormTexts } from './contact-form-props';

/**
 * A contact form in its card, with all its texts in the page's language, resolved on the server.
 * The page gives the heading (its level and size depend on where the card stands).
 */
export async function ContactFormCard({
  heading,
  ...form
}: {
  heading: ReactNode;
  kind: ContactFormKind;
  locale: Locale;
  idPrefix: string;
  confirmationHeading: 'h3' | 'h4';
}) {
  const texts = await getContactFormTexts(form.locale);
  return (
    <div className="rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {heading}
      <div className="mt-6">
        <ContactForm {...form} {...texts} />
      </div>
    </div>
  );
}
