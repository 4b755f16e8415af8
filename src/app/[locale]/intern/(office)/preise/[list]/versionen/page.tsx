import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { priceListPaths } from '@/content/catalogue/paths';
import type { PriceListId } from '@/content/catalogue/types';
import { getRoute } from '@/content/routes';
import { resolveLocale } from '@/i18n/server';
import { isLocale, type Locale } from '@/i18n/locales';
import { formatDateTime, formatEuro, formatListDate } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { listStaffMembers, requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { diffList } from '@/server/prices/diff';
import { getDraft } from '@/server/prices/draft-repository';
import { getVersion, listVersions } from '@/server/prices/version-repository';
import { isPriceListId } from '@/server/prices/staff-http';
import { OfficeFrame } from '../../../office-frame';
import { berlinToday, one } from '../../_editor/editor-kit';
import { PageHeading } from '../../_editor/page-heading';

type Props = {
  params: Promise<{ locale: string; list: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'de';
  const t = await getTranslations({ locale, namespace: 'StaffPrices' });
  return { title: t('versionsHeading') };
}

/** A list's versions: who published what when; view one against the website, publish it again. */
export default async function PriceVersionsPage({ params, searchParams }: Props) {
  const { list: listId } = await params;
  const locale = await resolveLocale(params);
  // Signed in and permitted first: a stranger learns nothing, not even which lists exist.
  const session = await requireStaffPage(locale, 'prices', staffPaths.priceVersions(listId));
  if (!isPriceListId(listId)) notFound();
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'StaffPrices' });
  const { db } = await getDatabase();
  const [versions, draft, members] = await Promise.all([
    listVersions(db, listId),
    getDraft(db, listId),
    listStaffMembers(),
  ]);
  const who = (actor: string) =>
    actor === 'system'
      ? t('system')
      : actor.startsWith('operator:')
        ? t('operator', { name: actor.slice('operator:'.length) })
        : (members.find((member) => member.id === actor)?.name ?? actor);
  const viewed = Number(one(query.v));
  const compared = versions.some((version) => version.number === viewed)
    ? diffList(draft.published, await getVersion(db, listId, viewed))
    : null;
  const euro = (value: number | null) => (value === null ? t('negotiable') : formatEuro(value, locale));
  const here = staffHref(staffPaths.priceVersions(listId), locale);
  const error = one(query.error);
  return (
    <OfficeFrame locale={locale} session={session} section="prices">
      <PageHeading
        back={{
          href: staffHref(staffPaths.priceList(listId), locale),
          label: getRoute(priceListPaths[listId as PriceListId]).label[locale],
        }}
        title={t('versionsHeading')}
      />
      {one(query.notice) === 'rolled_back' ? (
        <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 p-3 text-green-900">
          {t('notice.rolled_back', { version: one(query.version) })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {t.has(`error.${error}` as 'error.conflict')
            ? t(`error.${error as 'conflict'}`, { item: '' })
            : t('error.invalid')}
        </p>
      ) : null}
      {compared ? (
        <section aria-labelledby="compare" className="mt-6 rounded border border-slate-300 p-4">
          <h2 id="compare" className="text-lg font-semibold">
            {t('compareHeading', { number: viewed })}
          </h2>
          {!compared.changed ? (
            <p className="mt-2">{t('diffNone')}</p>
          ) : (
            <ul className="mt-2 list-disc pl-6 text-sm">
              {compared.prices.map((change) => (
                <li key={change.articleNumber}>
                  {t('diffPrice', { name: change.name, from: euro(change.from), to: euro(change.to) })}
                </li>
              ))}
              {compared.added.map((item) => (
                <li key={`a-${item.articleNumber}`}>{t('diffAdded', { name: item.name })}</li>
              ))}
              {compared.retired.map((item) => (
                <li key={`r-${item.articleNumber}`}>{t('diffRetired', { name: item.name })}</li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <ol className="mt-6 space-y-3">
        {versions.map((version) => (
          <li key={version.number} className="rounded border border-slate-200 p-3">
            <p className="font-semibold">
              {t('versionLine', {
                number: version.number,
                date: formatListDate(version.date, locale),
                when: formatDateTime(version.publishedAt, locale),
                who: who(version.publishedBy),
              })}
            </p>
            <p className="text-sm text-slate-700">
              {t(`versionKind.${version.kind}`, { source: version.sourceVersion ?? '' })} ·{' '}
              {t('versionSummary', { ...version.summary, structure: String(version.summary.structure) })}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <a className="text-sm text-brand-800 underline" href={`${here}?v=${version.number}#compare`}>
                {t('view')}
              </a>
              {version.number !== draft.publishedVersion ? (
                <form method="post" action={`/api/staff/prices/${listId}/rollback`} className="flex items-center gap-2">
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="version" value={version.number} />
                  <input type="hidden" name="date" value={berlinToday()} />
                  <Button type="submit" size="sm" variant="secondary">
                    {t('rollback')}
                  </Button>
                </form>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </OfficeFrame>
  );
}
