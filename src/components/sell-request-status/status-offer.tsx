import type { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { formatDate, formatDateTime, formatCents } from '@/lib/format';
import { localizedPath } from '@/lib/site-url';
import type { StatusOffer } from './status-types';

type T = Awaited<ReturnType<typeof getTranslations<'SellRequest'>>>;

/**
 * The latest offer: its version, validity and total, net or final amounts, what binds, and while
 * it is open the two plain forms. Each form names the offer's id and version, so an offer replaced
 * since the page was loaded is never accepted by mistake (the server answers "changed").
 */
export function StatusOfferSection({
  offer,
  binding,
  action,
  scheduled,
  locale,
  t,
}: {
  offer: StatusOffer | null;
  binding: string;
  /** The handover is agreed: an accepted offer no longer promises to "be in touch about it". */
  scheduled: boolean;
  action: string;
  locale: Locale;
  t: T;
}) {
  const euro = (cents: number) => formatCents(cents, locale);
  const decide = (decision: 'accept' | 'decline', variant: 'primary' | 'secondary', label: string) => (
    <form method="post" action={action}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="decision" value={decision} />
      <input type="hidden" name="offerId" value={offer!.id} />
      <input type="hidden" name="offerVersion" value={offer!.version} />
      <button type="submit" className={buttonVariants({ variant })}>
        {label}
      </button>
    </form>
  );
  return (
    <>
      <h2 className="mt-10 text-xl font-semibold text-navy-900">{t('offerTitle')}</h2>
      {!offer ? (
        <>
          <p className="mt-4 max-w-3xl text-slate-700">{t('noOffer')}</p>
          <p className="mt-2 max-w-3xl text-sm text-slate-600">{binding}</p>
        </>
      ) : (
        <div className="mt-4 max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-5">
          <p>
            {t('offerIntro', {
              version: offer.version,
              date: formatDate(offer.sentAt, locale),
              validUntil: formatDateTime(offer.validUntil, locale),
            })}
          </p>
          <p className="text-lg font-semibold text-navy-900" data-testid="offer-summary-total">
            {t('total')}: {euro(offer.totalCents)}
          </p>
          {offer.basis && <p className="text-sm text-slate-700">{offer.basis}</p>}
          <p className="text-sm text-slate-600">{binding}</p>
          {offer.state === 'open' && (
            <>
              <p className="text-sm text-slate-600">{t('decideHint')}</p>
              <div className="flex flex-wrap gap-3">
                {decide('accept', 'primary', t('accept'))}
                {decide('decline', 'secondary', t('decline'))}
              </div>
            </>
          )}
          {offer.state === 'accepted' && offer.decidedAt && (
            <p className="font-medium text-emerald-900">
              {t(scheduled ? 'acceptedStateScheduled' : 'acceptedState', { date: formatDate(offer.decidedAt, locale) })}
            </p>
          )}
          {offer.state === 'declined' && offer.decidedAt && (
            <p className="font-medium text-slate-700">
              {t('declinedState', { date: formatDate(offer.decidedAt, locale) })}
            </p>
          )}
          {(offer.state === 'expired' || offer.state === 'withdrawn') && (
            <>
              <p className="font-medium text-amber-900">
                {offer.state === 'expired'
                  ? t('expiredState', { date: formatDateTime(offer.validUntil, locale) })
                  : t('withdrawnState', { date: formatDate(offer.withdrawnAt ?? offer.sentAt, locale) })}
              </p>
              <p>{t('newRequest')}</p>
              <a href={localizedPath('/kontakt', locale)} className={buttonVariants({ variant: 'secondary' })}>
                {t('contactLink')}
              </a>
            </>
          )}
        </div>
      )}
    </>
  );
}
