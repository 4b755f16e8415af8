import { latestPriceListDate } from '@/content/catalogue';
import { claims } from '@/content/claims';
import { conditionGrades } from '@/content/sell-list';
import { locales, type Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { formatListDate } from '@/lib/format';
import type { KnowledgeDoc, KnowledgeSource } from '../knowledge';

/**
 * The sell list (`/ankaufsliste`) and the status page of a sell request: their texts live in the
 * message files the pages render (`SellList`, `SellRequest`), so the assistant reads them there.
 * The status page has no address of its own (each request has a private link), so its passages
 * point to the sell list, where a request starts.
 */
function sellListPassages(locale: Locale): Array<{ key: string; title: string; text: string }> {
  const list = translator(locale, 'SellList');
  const request = translator(locale, 'SellRequest');
  return [
    { key: 'list', title: list('heroTitle'), text: list('heroLead') },
    { key: 'import', title: list('importHeading'), text: list('importIntro') },
    {
      key: 'submit',
      title: list('submitHeading'),
      text: `${list('submitIntro')} ${list('confirmationLead', { hours: claims.priceEstimateHours })}`,
    },
    {
      key: 'grades',
      title: list('gradeHelp'),
      // The labels first: a quote is cut after a few sentences, and every grade should be named.
      text: [
        `${conditionGrades.map((grade) => grade.label[locale]).join(' · ')}.`,
        ...conditionGrades.map((grade) => `${grade.label[locale]}: ${grade.definition[locale]}`),
      ].join(' '),
    },
    {
      key: 'total',
      title: list('totalHeading'),
      // The page links the terms after "es gelten unsere"; the passage names them.
      text: `${list('totalNote', { date: formatListDate(latestPriceListDate(), locale) })} ${list('totalTermsLink')}.`,
    },
    {
      key: 'free-text',
      title: list('addFreeHeading'),
      text: `${list('addFreeIntro')} ${list('notInCatalogue')}.`,
    },
    {
      key: 'notes',
      title: list('notes'),
      text: `${list('notesHint')}.`,
    },
    {
      key: 'review',
      title: list('reviewHeading'),
      text: `${list('reviewIntro')} ${list('reviewUnknown')}.`,
    },
    {
      key: 'handover',
      title: list('handover'),
      text: `${list('handoverShipping')}. ${list('handoverPickup')}.`,
    },
    {
      key: 'status',
      title: list('confirmationStatus'),
      text: `${list('confirmationStatusHint')} ${request('lead')}`,
    },
    {
      key: 'offer',
      title: request('offerTitle'),
      text: `${request('noOffer')} ${request('decideHint')}`,
    },
    {
      key: 'expired',
      title: request('steps.expired'),
      text: `${request('notices.expired')} ${request('newRequest')}`,
    },
  ];
}

export const sellListSource: KnowledgeSource = {
  name: 'sell-list',
  docs() {
    const docs: KnowledgeDoc[] = [];
    for (const locale of locales) {
      for (const passage of sellListPassages(locale)) {
        docs.push({
          id: `sell-list:${locale}:${passage.key}`,
          kind: 'section',
          locale,
          title: passage.title,
          text: passage.text,
          path: '/ankaufsliste',
        });
      }
    }
    return docs;
  },
};
