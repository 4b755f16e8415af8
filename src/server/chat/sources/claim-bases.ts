import { claims } from '@/content/claims';
import type { RoutePath } from '@/content/routes';
import { locales, type Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { formatNumber, formatPercent } from '@/lib/format';
import type { KnowledgeDoc, KnowledgeSource } from '../knowledge';

/**
 * What each impact figure counts (`claims.basis`, the note the pages show beside the figure), so
 * that "your 10 million devices – by weight or per piece?" is answered. Each passage is headed by
 * its figure (`ChatFigureBases` in the message files) and points to the page that states it.
 */
type BasisKey = keyof typeof claims.basis;

const pageOf: Record<BasisKey, RoutePath> = {
  devicesRecycled: '/unternehmensprofil',
  recoveryRate: '/unternehmensprofil',
  reuseShares: '/sustainability',
  balance2024Co2: '/sustainability',
  balance2024Materials: '/sustainability',
};

function figures(locale: Locale) {
  return {
    n: formatNumber(claims.devicesRecycled, locale),
    p: formatPercent(claims.recoveryRatePercent, locale),
    r: formatPercent(claims.reusedPercent, locale),
    c: formatPercent(claims.recycledPercent, locale),
  };
}

export const claimBasisSource: KnowledgeSource = {
  name: 'claim-bases',
  docs: () =>
    locales.flatMap((locale) => {
      const title = translator(locale, 'ChatFigureBases');
      return (Object.keys(pageOf) as BasisKey[]).map((key): KnowledgeDoc => ({
        id: `claim-basis:${locale}:${key}`,
        kind: 'section',
        locale,
        title: title(key, figures(locale)),
        text: claims.basis[key][locale],
        path: pageOf[key],
      }));
    }),
};
