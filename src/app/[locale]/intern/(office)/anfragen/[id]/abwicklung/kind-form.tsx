import type { ReactNode } from 'react';
import { LocaleField } from '@/components/staff/staff-form-controls';

/** One of a panel's forms side by side (pickup or shipping, one kind of certificate): posts its kind. */
export function KindForm({
  action,
  locale,
  kind,
  title,
  className,
  children,
}: {
  action: string;
  locale: string;
  kind: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className={className}>
      <LocaleField locale={locale} />
      <input type="hidden" name="kind" value={kind} />
      <h3 className="text-base font-semibold text-navy-900">{title}</h3>
      {children}
    </form>
  );
}
