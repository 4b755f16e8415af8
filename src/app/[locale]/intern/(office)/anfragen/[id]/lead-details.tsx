import { getTranslations } from 'next-intl/server';
import { LeadFields } from '@/components/staff/lead-fields';
import { StaffCard } from '@/components/staff/staff-card';
import { isLocale, type Locale } from '@/i18n/locales';
import { formatDateTime } from '@/lib/format';
import type { LeadDetail } from '@/server/staff/lead-workflow';

/** What the visitor sent: contact, subject, where and when, the message. */
export async function LeadDetails({
  locale,
  lead,
  sellRequestLines,
}: {
  locale: Locale;
  lead: LeadDetail['lead'];
  /** A sell request's line count (its subject when the visitor gave none). */
  sellRequestLines: number | null;
}) {
  const t = await getTranslations({ locale, namespace: 'StaffLead' });
  const tLeads = await getTranslations({ locale, namespace: 'StaffLeads' });
  const tInbox = await getTranslations({ locale, namespace: 'StaffInbox' });
  return (
    <StaffCard title={t('details')} id="details">
      <LeadFields
        fields={[
          { label: t('fields.name'), value: `${lead.first_name} ${lead.last_name}` },
          { label: t('fields.email'), value: lead.email, href: `mailto:${encodeURIComponent(lead.email)}` },
          {
            label: t('fields.phone'),
            value: lead.phone || t('none'),
            href: lead.phone ? `tel:${lead.phone}` : undefined,
          },
          {
            label: t('fields.subject'),
            value:
              lead.subject ||
              (sellRequestLines !== null ? tInbox('sellListSubject', { count: sellRequestLines }) : t('none')),
          },
          { label: t('fields.received'), value: formatDateTime(lead.created_at, locale) },
          { label: t('fields.reference'), value: lead.reference || t('none') },
          { label: t('fields.form'), value: tLeads(`forms.${lead.form}`) },
          {
            label: t('fields.language'),
            value: isLocale(lead.locale) ? tLeads(`languages.${lead.locale}`) : lead.locale,
          },
          { label: t('fields.page'), value: lead.page || t('none') },
        ]}
        message={{ label: t('fields.message'), value: lead.message }}
      />
    </StaffCard>
  );
}
