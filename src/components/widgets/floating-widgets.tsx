import { getTranslations } from 'next-intl/server';
import { company } from '@/content/company';
import { followUps, quickContactSections, suggestedQuestions } from '@/content/widgets';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/lib/site-url';
import type { AssistantPanelData, QuickContactPanelData } from './types';
import { tooltipBubbleClass } from '@/components/ui/tooltip-bubble';
import { WidgetLaunchers } from './widget-launchers';

/**
 * The quick-contact widget (bottom left) and the assistant (bottom right). At page load only two
 * small buttons render; each panel's code loads on first use (docs/decisions.md).
 */
export async function FloatingWidgets({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Widgets' });
  const homePath = localizedPath('/', locale);

  const quickContact: QuickContactPanelData = {
    homePath,
    phoneHref: company.phoneHref,
    tickerUrl: localizedPath('/preissuche/ticker', locale),
    texts: {
      title: t('quickContact.title'),
      // The client fills in the date it loads with the ticker (the page itself holds no prices).
      description: t.raw('quickContact.description') as string,
      close: t('quickContact.close'),
      tickerLabel: t('quickContact.tickerLabel'),
      // The client fills in the numbers; next-intl's raw message keeps the placeholders.
      entryLabel: t.raw('quickContact.entryLabel') as string,
      previous: t('quickContact.previous'),
      next: t('quickContact.next'),
      pause: t('quickContact.pause'),
      play: t('quickContact.play'),
      serviceLabel: t('quickContact.serviceLabel'),
      statusLabel: t('quickContact.statusLabel'),
      sectionsLabel: t('quickContact.sectionsLabel'),
      call: t('quickContact.call', { phone: company.phoneDisplay }),
      sections: Object.fromEntries(
        quickContactSections.map((id) => [id, t(`quickContact.${id}`)]),
      ) as QuickContactPanelData['texts']['sections'],
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

  return (
    <>
      {/* Room below the footer (in its colour) so that the two fixed buttons never cover the
          last lines of a page once it is scrolled to the end. */}
      <div aria-hidden="true" className="h-[calc(5rem+env(safe-area-inset-bottom))] bg-navy-900 print:hidden" />
      <WidgetLaunchers
        tooltipClasses={{
          // Towards the middle of the screen: both sit bottom right below md, the quick contact
          // bottom left from md.
          quickContact: tooltipBubbleClass('end', 'md:right-auto md:left-0'),
          assistant: tooltipBubbleClass('end'),
        }}
        quickContactLabel={t('quickContact.open')}
        assistantLabel={t('assistant.open')}
        quickContact={quickContact}
        assistant={assistant}
      />
    </>
  );
}
