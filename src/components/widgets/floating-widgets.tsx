import { getTranslations } from 'next-intl/server';
import { company } from '@/content/company';
import { followUps, suggestedQuestions } from '@/content/widgets';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/lib/site-url';
import type { AssistantPanelData, QuickContactPanelData } from './types';
import { tooltipBubbleClass } from '@/components/ui/tooltip-bubble';
import { WidgetLaunchers } from './widget-launchers';

/**
 * The quick contact (phone) and the assistant: two buttons in the header from md, a bar at the
 * bottom of the screen on phones (widget-launchers.tsx). At page load only the buttons render;
 * each panel's code loads on first use (docs/decisions.md).
 */
export async function FloatingWidgets({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Widgets' });
  const homePath = localizedPath('/', locale);

  const hours = company.openingHours;
  const quickContact: QuickContactPanelData = {
    phoneHref: company.phoneHref,
    phoneDisplay: company.phoneDisplay,
    email: company.email,
    contactHref: localizedPath('/kontakt', locale),
    texts: {
      title: t('quickContact.title'),
      description: t('quickContact.description', { hours: hours.replyWithinHours }),
      close: t('quickContact.close'),
      call: t('quickContact.call', { phone: company.phoneDisplay }),
      hours: t('quickContact.hours', { opens: hours.weekdays.opens, closes: hours.weekdays.closes }),
      email: t('quickContact.email'),
      form: t('quickContact.form'),
    },
  };

  const assistant: AssistantPanelData = {
    locale,
    homePath,
    suggestions: suggestedQuestions[locale],
    followUps: followUps[locale],
    texts: {
      title: t('assistant.title'),
      close: t('assistant.close'),
      greeting: t('assistant.greeting', { company: company.name }),
      disclosure: t('assistant.disclosure'),
      footerNotice: t('assistant.footerNotice'),
      choicesLabel: t('assistant.choicesLabel'),
      suggestionsLabel: t('assistant.suggestionsLabel'),
      logLabel: t('assistant.logLabel'),
      you: t('assistant.you'),
      assistant: t('assistant.assistant'),
      typing: t('assistant.typing'),
      inputLabel: t('assistant.inputLabel'),
      inputPlaceholder: t('assistant.inputPlaceholder'),
      inputHint: t('assistant.inputHint'),
      send: t('assistant.send'),
      sourcesLabel: t('assistant.sourcesLabel'),
      followUpsLabel: t('assistant.followUpsLabel'),
      errorTitle: t('assistant.errorTitle'),
      errorDescription: t('assistant.errorDescription'),
    },
  };

  // Below the buttons in the header, towards the middle of the screen.
  const tooltipClass = tooltipBubbleClass('end', undefined, true);
  return (
    <WidgetLaunchers
      names={{
        quickContact: { label: t('quickContact.open'), barLabel: t('launchers.quickContact'), tooltipClass },
        assistant: { label: t('assistant.open'), barLabel: t('launchers.assistant'), tooltipClass },
      }}
      quickContact={quickContact}
      assistant={assistant}
    />
  );
}
