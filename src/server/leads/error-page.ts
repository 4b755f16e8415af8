import { CONTACT_LIMITS } from '@/lib/contact-limits';
import type { ContactFormKind } from '@/lib/contact-schema';
import deContact from '@/i18n/messages/de/contact.json';
import enContact from '@/i18n/messages/en/contact.json';
import deResult from '@/i18n/messages/de/lead-result.json';
import enResult from '@/i18n/messages/en/lead-result.json';
import { localizedPath } from '@/lib/site-url';
import { escapeHtml } from '../mail/escape';

type Locale = 'de' | 'en';
type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message';
type Field = {
  name: FieldName;
  type: 'text' | 'email' | 'tel' | 'textarea';
  required: boolean;
  maxLength: number;
  autoComplete: string;
  rows?: number;
};

const texts = {
  de: { ...deContact.ContactForm, ...deResult.LeadResult },
  en: { ...enContact.ContactForm, ...enResult.LeadResult },
};

const name = (field: 'firstName' | 'lastName', autoComplete: string): Field => ({
  name: field,
  type: 'text',
  required: true,
  maxLength: CONTACT_LIMITS.nameMax,
  autoComplete,
});
const email: Field = {
  name: 'email',
  type: 'email',
  required: true,
  maxLength: CONTACT_LIMITS.emailMax,
  autoComplete: 'email',
};

/** The fields of both forms in their order, as the no-JavaScript error page shows them. */
const fieldsOf: Record<ContactFormKind, Field[]> = {
  inquiry: [
    name('firstName', 'given-name'),
    name('lastName', 'family-name'),
    email,
    { name: 'subject', type: 'text', required: true, maxLength: CONTACT_LIMITS.subjectMax, autoComplete: 'off' },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: CONTACT_LIMITS.messageMax,
      autoComplete: 'off',
      rows: 5,
    },
  ],
  'contact-page': [
    name('firstName', 'given-name'),
    name('lastName', 'family-name'),
    email,
    { name: 'phone', type: 'tel', required: false, maxLength: CONTACT_LIMITS.phoneMax, autoComplete: 'tel' },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: CONTACT_LIMITS.messageMax,
      autoComplete: 'off',
      rows: 6,
    },
  ],
};

const style = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.55}
main{max-width:44rem;margin:0 auto;padding:2.5rem 1.25rem}h1{font-size:1.75rem;line-height:1.25;margin:0 0 .75rem}
.box{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem;margin-top:1.5rem}
.errors{border-color:#b91c1c;background:#fef2f2}.errors h2{font-size:1rem;margin:0 0 .5rem;color:#991b1b}.errors a{color:#991b1b;font-weight:600}
label{display:block;font-weight:600;margin:1rem 0 .35rem}input,textarea{display:block;width:100%;font:inherit;padding:.6rem .8rem;border:1px solid #94a3b8;border-radius:.5rem;background:#fff;color:inherit}
[aria-invalid=true]{border:2px solid #b91c1c}.msg{color:#b91c1c;font-weight:500;margin:.35rem 0 0}.opt{font-weight:400;color:#475569}
button{margin-top:1.5rem;font:inherit;font-weight:600;color:#fff;background:#0f766e;border:0;border-radius:.5rem;padding:.75rem 1.5rem;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #0f766e;outline-offset:2px}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}.back{display:inline-block;margin-top:1.5rem;color:#115e59}`;

export type ErrorPageInput = {
  locale: Locale;
  /** Which form was sent; unknown when the body could not be read. */
  form: ContactFormKind | null;
  /** What the visitor typed, shown again so nothing is lost. */
  values: Record<string, string>;
  /** Field name → message (validation errors). */
  fields: Record<string, string>;
  /** Shown when it is not a validation error (rate limit, database down, …). */
  message?: string;
  page?: string;
};

/**
 * The page a form post without JavaScript gets when it cannot be accepted: in the visitor's
 * language, each field's message, and the form again with the submitted values to correct and
 * resend. A complete, static HTML document (no scripts); every value escaped.
 */
export function renderErrorPage({ locale, form, values, fields, message, page }: ErrorPageInput): string {
  const t = texts[locale];
  const isValidation = Object.keys(fields).length > 0;
  const title = isValidation ? t.errorTitle : t.failureTitle;
  const formFields = form ? fieldsOf[form] : [];
  const listed = formFields.filter((field) => fields[field.name]);
  const backHref = page && /^\/[^\s]*$/.test(page) && !page.startsWith('//') ? page : localizedPath('/', locale);

  const errorBox = listed.length
    ? `<div class="box errors" role="alert"><h2>${escapeHtml(t.errorListTitle)}</h2><ul>${listed
        .map(
          (field) =>
            `<li><a href="#f-${field.name}">${escapeHtml(t[field.name])}</a>: ${escapeHtml(fields[field.name]!)}</li>`,
        )
        .join('')}</ul></div>`
    : message
      ? `<div class="box errors" role="alert"><p>${escapeHtml(message)}</p></div>`
      : '';

  const inputs = formFields
    .map((field) => {
      const id = `f-${field.name}`;
      const error = fields[field.name];
      const value = values[field.name] ?? '';
      const attrs = `id="${id}" name="${field.name}" maxlength="${field.maxLength}" autocomplete="${field.autoComplete}"${field.required ? ' required' : ''}${error ? ` aria-invalid="true" aria-describedby="${id}-msg"` : ''}`;
      const control =
        field.type === 'textarea'
          ? `<textarea ${attrs} rows="${field.rows ?? 5}">${escapeHtml(value)}</textarea>`
          : `<input type="${field.type}" ${attrs} value="${escapeHtml(value)}">`;
      const label = `<label for="${id}">${escapeHtml(t[field.name])}${field.required ? ' <span aria-hidden="true">*</span>' : ` <span class="opt">(${escapeHtml(t.optional)})</span>`}</label>`;
      return `${label}${control}${error ? `<p class="msg" id="${id}-msg">${escapeHtml(error)}</p>` : ''}`;
    })
    .join('');

  const formHtml = form
    ? `<form class="box" action="/api/contact" method="post">
<input type="hidden" name="form" value="${escapeHtml(form)}"><input type="hidden" name="locale" value="${locale}">${page ? `<input type="hidden" name="page" value="${escapeHtml(page)}">` : ''}
<p>${escapeHtml(t.requiredNote)}</p>${inputs}
<div class="hp" aria-hidden="true"><label for="f-website">${escapeHtml(t.honeypot)}</label><input id="f-website" type="text" name="website" tabindex="-1" autocomplete="off" value=""></div>
<button type="submit">${escapeHtml(t.resubmit)}</button></form>`
    : '';

  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${form ? `<p>${escapeHtml(isValidation ? t.errorLead : t.failureLead)}</p>` : ''}${errorBox}${formHtml}
<a class="back" href="${escapeHtml(backHref)}">${escapeHtml(t.back)}</a></main></body></html>`;
}
