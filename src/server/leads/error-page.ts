import 'server-only';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { contactFields, type ContactFormKind } from '@/lib/contact-fields';
import { localizedPath } from '@/lib/site-url';
import { htmlPage } from '../http/html-page';
import { escapeHtml } from '../mail/escape';

type ErrorPageInput = {
  status: number;
  locale: Locale;
  /** Which form was sent; null when the body could not be read. */
  form: ContactFormKind | null;
  /** What the visitor typed, shown again so nothing is lost. */
  values: Record<string, string>;
  /** Field name → message (validation errors). */
  fields: Record<string, string>;
  /** Shown when it is not a validation error (rate limit, database down, …). */
  message?: string;
  page?: string;
  headers?: Record<string, string>;
};

/** A path on this site to go back to, or null for anything else. */
function sitePath(page: string | undefined): string | null {
  return page && /^\/[^\s]*$/.test(page) && !page.startsWith('//') ? page : null;
}

/**
 * The page a form post without JavaScript gets when it cannot be accepted: in the visitor's
 * language, each field's message, and the form again with the submitted values to correct and
 * resend. A complete, static HTML document (no scripts); every value escaped.
 */
export function renderErrorPage({
  status,
  locale,
  form,
  values,
  fields,
  message,
  page,
  headers,
}: ErrorPageInput): Response {
  const t = translator(locale, 'LeadResult');
  const labels = translator(locale, 'ContactForm');
  const isValidation = Object.keys(fields).length > 0;
  const title = isValidation ? t('errorTitle') : t('failureTitle');
  const formFieldList = form ? contactFields : [];
  const listed = formFieldList.filter((field) => fields[field.name]);
  const back = sitePath(page) ?? localizedPath('/', locale);

  const errorBox = listed.length
    ? `<div class="box errors" role="alert"><h2>${escapeHtml(t('errorListTitle'))}</h2><ul>${listed
        .map(
          (field) =>
            `<li><a href="#f-${field.name}">${escapeHtml(labels(field.name))}</a>: ${escapeHtml(fields[field.name]!)}</li>`,
        )
        .join('')}</ul></div>`
    : message
      ? `<div class="box errors" role="alert"><p>${escapeHtml(message)}</p></div>`
      : '';

  const inputs = formFieldList
    .map((field) => {
      const id = `f-${field.name}`;
      const error = fields[field.name];
      const value = values[field.name] ?? '';
      const attrs = `id="${id}" name="${field.name}" maxlength="${field.maxLength}" autocomplete="${field.autoComplete}"${field.required ? ' required' : ''}${error ? ` aria-invalid="true" aria-describedby="${id}-msg"` : ''}`;
      const control =
        field.type === 'textarea'
          ? `<textarea ${attrs} rows="${field.rows ?? 5}">${escapeHtml(value)}</textarea>`
          : `<input type="${field.type}" ${attrs} value="${escapeHtml(value)}">`;
      const marker = field.required
        ? ' <span aria-hidden="true">*</span>'
        : ` <span class="opt">(${escapeHtml(labels('optional'))})</span>`;
      const label = `<label for="${id}">${escapeHtml(labels(field.name))}${marker}</label>`;
      return `${label}${control}${error ? `<p class="msg" id="${id}-msg">${escapeHtml(error)}</p>` : ''}`;
    })
    .join('');

  const hidden = [
    ['form', form ?? ''],
    ['locale', locale],
    ['page', sitePath(page) ?? ''],
  ]
    .filter(([, value]) => value)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value!)}">`)
    .join('');

  const formHtml = form
    ? `<form class="box" action="/api/contact" method="post">${hidden}
<p>${escapeHtml(labels('requiredNote'))}</p>${inputs}
<div class="hp" aria-hidden="true"><label for="f-website">${escapeHtml(labels('honeypot'))}</label><input id="f-website" type="text" name="website" tabindex="-1" autocomplete="off" value=""></div>
<button type="submit">${escapeHtml(t('resubmit'))}</button></form>`
    : '';

  const lead = form ? `<p>${escapeHtml(isValidation ? t('errorLead') : t('failureLead'))}</p>` : '';
  return htmlPage({
    status,
    locale,
    title,
    bodyHtml: `${lead}${errorBox}${formHtml}\n<a class="back" href="${escapeHtml(back)}">${escapeHtml(t('back'))}</a>`,
    headers,
  });
}

/** The page for a form post that came from another website: why, and the way to our form. */
export function renderCrossSitePage(locale: Locale, message: string): Response {
  const t = translator(locale, 'CrossSitePage');
  return htmlPage({
    status: 403,
    locale,
    title: t('title'),
    bodyHtml: `<div class="box errors" role="alert"><p>${escapeHtml(message)}</p></div><a class="back" href="${escapeHtml(localizedPath('/kontakt', locale))}">${escapeHtml(t('toSite'))}</a>`,
  });
}
