'use client';

import { Clock, Mail, MessageSquareText, Phone } from '@/components/icons';
import Link from 'next/link';
import { useId } from 'react';
import type { PanelControl, QuickContactPanelData } from './types';
import { WidgetDialog } from './widget-dialog';

const rowLink =
  'flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm font-semibold text-navy-900 hover:border-brand-700 hover:bg-brand-50';

/**
 * The quick contact behind the phone button: the number to call (a tel: link, so a phone dials
 * it and a desktop shows it), the hours, the e-mail address and the contact form.
 */
export function QuickContactPanel({
  texts,
  phoneHref,
  phoneDisplay,
  email,
  contactHref,
  open,
  onOpenChange,
  returnFocus,
}: QuickContactPanelData & PanelControl) {
  const descriptionId = useId();

  return (
    <WidgetDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={texts.title}
      closeLabel={texts.close}
      describedBy={descriptionId}
      headerClassName="bg-navy-900"
    >
      <div className="grid gap-3 overflow-y-auto p-4">
        <p id={descriptionId} className="text-sm text-slate-600">
          {texts.description}
        </p>
        <a
          href={phoneHref}
          aria-label={texts.call}
          data-testid="quick-contact-call"
          className="flex min-h-14 items-center justify-center gap-3 rounded-lg bg-brand-700 px-3 text-lg font-semibold text-white tabular hover:bg-brand-800"
        >
          <Phone aria-hidden="true" className="size-5 shrink-0" />
          {phoneDisplay}
        </a>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {texts.hours}
        </p>
        <a href={`mailto:${email}`} className={rowLink} aria-label={`${texts.email}: ${email}`}>
          <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span className="min-w-0 break-all">{email}</span>
        </a>
        <Link href={contactHref} prefetch={false} className={rowLink} onClick={() => onOpenChange(false)}>
          <MessageSquareText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          {texts.form}
        </Link>
      </div>
    </WidgetDialog>
  );
}
