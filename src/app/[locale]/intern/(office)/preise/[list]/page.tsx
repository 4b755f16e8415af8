import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PriceSparkline } from '@/components/staff/prices/price-sparkline';
import { Button } from '@/components/ui/button';
import { isRetired, ownedIndex, type OwnedRow } from '@/content/catalogue/document';
import { priceListPaths } from '@/content/catalogue/paths';
import type { PriceListId } from '@/content/catalogue/types';
import { getRoute } from '@/content/routes';
import { resolveLocale } from '@/i18n/server';
import { isLocale, type Locale } from '@/i18n/locales';
import { formatEuro, formatListDate } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { diffList } from '@/server/prices/diff';
import { editableFields, stashedEdits, type CellEdit } from '@/server/prices/draft-form';
import { cellText } from '@/server/prices/export';
import { getDraft, listPriceHistory, loadPublished } from '@/server/prices/repository';
import { rowName } from '@/server/prices/row-values';
import { isPriceListId } from '@/server/prices/staff-http';
import { OfficeFrame } from '../../office-frame';

type Props = {
  params: Promise<{ locale: string; list: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, list } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'de';
  const t = await getTranslations({ locale, namespace: 'StaffPrices' });
  return { title: isPriceListId(list) ? `${t('title')}: ${list}` : t('title') };
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
const input = 'w-full rounded border border-slate-400 bg-white px-2 py-1 text-sm';

/** One list's editor: its draft as a form, new items, the diff against the website, publish. */
export default async function PriceListEditorPage({ params, searchParams }: Props) {
  const { list: listId } = await params;
  const locale = await resolveLocale(params);
  if (!isPriceListId(listId)) notFound();
  const session = await requireStaffPage(locale, 'prices', staffPaths.priceList(listId));
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'StaffPrices' });
  const { db } = await getDatabase();
  const [draft, published, history] = await Promise.all([
    getDraft(db, listId),
    loadPublished(db),
    listPriceHistory(db, listId),
  ]);
  const stash = one(query.stash) ? await stashedEdits(db, one(query.stash), session.userId) : [];
  const mine = new Map<string, CellEdit>(stash.map((edit) => [`${edit.articleNumber}:${edit.field}`, edit]));
  const others = ownedIndex(published?.documents ?? []);
  const diff = diffList(draft.published, draft.document);
  const name = getRoute(priceListPaths[listId as PriceListId]).label[locale];
  const euro = (value: number | null) => (value === null ? t('negotiable') : formatEuro(value, locale));
  const notice = one(query.notice);
  const error = one(query.error);

  const cell = (articleNumber: string, row: OwnedRow, field: (typeof editableFields)[number]) => {
    const base = cellText(row[field as keyof OwnedRow]);
    const stashed = mine.get(`${articleNumber}:${field}`);
    const value = stashed ? stashed.value : base;
    const label = `${t(field === 'status' ? 'retired' : field)} – ${rowName(row)}`;
    const common = { name: `f:${articleNumber}:${field}`, 'aria-label': label };
    return (
      <>
        <input type="hidden" name={`b:${articleNumber}:${field}`} value={base} />
        {field === 'status' ? (
          <input type="checkbox" value="retired" defaultChecked={value === 'retired'} {...common} />
        ) : field === 'price' || field === 'newPrice' ? (
          <input className={`${input} text-right tabular`} inputMode="numeric" defaultValue={value} {...common} />
        ) : (
          <textarea className={input} rows={2} defaultValue={value} {...common} />
        )}
        {stashed ? (
          <span className="mt-1 block text-xs text-red-800">{t('theirs', { value: base || '–' })}</span>
        ) : null}
      </>
    );
  };

  return (
    <OfficeFrame locale={locale} session={session} section="prices">
      <p className="text-sm">
        <a className="text-brand-800 underline" href={staffHref(staffPaths.prices, locale)}>
          {t('back')}
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">{name}</h1>
      <p className="mt-1 text-slate-700">
        {t('stand', { date: formatListDate(draft.published.date, locale), version: draft.publishedVersion })} ·{' '}
        <a className="text-brand-800 underline" href={staffHref(staffPaths.priceVersions(listId), locale)}>
          {t('versionsLink')}
        </a>
      </p>
      {notice && ['saved', 'merged', 'published', 'rolled_back', 'added'].includes(notice) ? (
        <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 p-3 text-green-900">
          {t(`notice.${notice as 'saved'}`, { version: one(query.version), item: one(query.item) })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {t.has(`error.${error}` as 'error.conflict')
            ? t(`error.${error as 'conflict'}`, { item: one(query.item) })
            : t('error.invalid')}
        </p>
      ) : null}

      <section aria-labelledby="diff-title" className="mt-8">
        <h2 id="diff-title" className="text-xl font-semibold">
          {t('diffHeading')}
        </h2>
        {!diff.changed ? (
          <p className="mt-2 text-slate-700">{t('diffNone')}</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
            {diff.prices.map((change) => (
              <li key={`p-${change.articleNumber}`}>
                {t('diffPrice', { name: change.name, from: euro(change.from), to: euro(change.to) })}{' '}
                {change.percent !== null
                  ? t('diffPercent', { percent: change.percent > 0 ? `+${change.percent}` : change.percent })
                  : null}
              </li>
            ))}
            {diff.added.map((item) => (
              <li key={`a-${item.articleNumber}`}>{t('diffAdded', { name: item.name })}</li>
            ))}
            {diff.retired.map((item) => (
              <li key={`r-${item.articleNumber}`}>{t('diffRetired', { name: item.name })}</li>
            ))}
            {diff.restored.map((item) => (
              <li key={`s-${item.articleNumber}`}>{t('diffRestored', { name: item.name })}</li>
            ))}
            {diff.edited.map((item) => (
              <li key={`e-${item.articleNumber}`}>{t('diffEdited', { name: item.name })}</li>
            ))}
          </ul>
        )}
        {diff.warnings.length ? (
          <div className="mt-4 rounded border border-amber-300 bg-amber-50 p-3">
            <h3 className="font-semibold">{t('warningsHeading')}</h3>
            <ul className="mt-1 list-disc pl-6 text-sm">
              {diff.warnings.map((warning, index) => (
                <li key={index}>
                  {warning.kind === 'outlier'
                    ? t('warning.outlier', { name: warning.name, percent: warning.percent })
                    : warning.kind === 'above-new-price'
                      ? t('warning.above-new-price', {
                          name: warning.name,
                          price: euro(warning.price),
                          newPrice: euro(warning.newPrice),
                        })
                      : t('warning.missing-english', { name: warning.name })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <form
          method="post"
          action={`/api/staff/prices/${listId}/publish`}
          className="mt-4 flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="revision" value={draft.revision} />
          <label className="text-sm font-semibold">
            {t('publishDate')}
            <input type="date" name="date" defaultValue={today()} required className={`${input} mt-1 block`} />
          </label>
          <Button type="submit">{t('publish')}</Button>
          <span className="text-sm text-slate-600">{t('publishIntro')}</span>
        </form>
      </section>

      <section aria-labelledby="entwurf" className="mt-10">
        <h2 id="entwurf" className="text-xl font-semibold">
          {t('draftHeading')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">{t('draftIntro')}</p>
        <form method="post" action={`/api/staff/prices/${listId}/draft`} className="mt-4">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="revision" value={draft.revision} />
          {draft.document.categories.map((category) => (
            <div key={category.id} className="mt-6 overflow-x-auto">
              <table className="w-full min-w-[64rem] border-collapse text-left text-sm">
                <caption className="pb-2 text-left font-semibold">{category.name[locale]}</caption>
                <thead>
                  <tr className="border-b border-slate-300 text-xs text-slate-600">
                    <th scope="col" className="w-56 py-1 pr-2">
                      {t('item')}
                    </th>
                    <th scope="col" className="w-28 py-1 pr-2">
                      {t('price')}
                    </th>
                    <th scope="col" className="w-28 py-1 pr-2">
                      {t('newPrice')}
                    </th>
                    <th scope="col" className="py-1 pr-2">
                      {t('descriptionDe')}
                    </th>
                    <th scope="col" className="py-1 pr-2">
                      {t('descriptionEn')}
                    </th>
                    <th scope="col" className="w-40 py-1 pr-2">
                      {t('aliases')}
                    </th>
                    <th scope="col" className="w-20 py-1 pr-2">
                      {t('retired')}
                    </th>
                    <th scope="col" className="w-28 py-1">
                      {t('history')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {category.items.map((articleNumber) => {
                    const row = draft.document.owned[articleNumber];
                    if (!row) {
                      const other = others.get(articleNumber);
                      return (
                        <tr key={articleNumber} className="border-b border-slate-200 text-slate-500">
                          <th scope="row" className="py-2 pr-2 font-normal">
                            {other ? rowName(other.row) : articleNumber}
                            <span className="block text-xs tabular">{articleNumber}</span>
                          </th>
                          <td className="py-2 pr-2 tabular">{other ? euro(Number(other.row.price) || null) : '–'}</td>
                          <td colSpan={6} className="py-2">
                            {other ? (
                              <a className="underline" href={staffHref(staffPaths.priceList(other.list.id), locale)}>
                                {t('ownedBy', { list: other.list.id })}
                              </a>
                            ) : null}
                          </td>
                        </tr>
                      );
                    }
                    const points = history.get(articleNumber) ?? [];
                    return (
                      <tr
                        key={articleNumber}
                        className={`border-b border-slate-200 align-top ${isRetired(row) ? 'bg-slate-100' : ''}`}
                      >
                        <th scope="row" className="py-2 pr-2 font-semibold">
                          {rowName(row)}
                          <span className="block text-xs font-normal text-slate-600 tabular">{articleNumber}</span>
                        </th>
                        <td className="py-2 pr-2">{cell(articleNumber, row, 'price')}</td>
                        <td className="py-2 pr-2">{cell(articleNumber, row, 'newPrice')}</td>
                        <td className="py-2 pr-2">{cell(articleNumber, row, 'descriptionDe')}</td>
                        <td className="py-2 pr-2">{cell(articleNumber, row, 'descriptionEn')}</td>
                        <td className="py-2 pr-2">{cell(articleNumber, row, 'aliases')}</td>
                        <td className="py-2 pr-2 text-center">{cell(articleNumber, row, 'status')}</td>
                        <td className="py-2">
                          <PriceSparkline
                            points={points}
                            label={t('historyLabel', {
                              name: rowName(row),
                              points: points.map((point) => euro(point)).join(', '),
                            })}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ))}
          <div className="sticky bottom-0 mt-4 border-t border-slate-200 bg-white py-3">
            <Button type="submit">{t('save')}</Button>
          </div>
        </form>
      </section>

      {draft.document.kind === 'products' ? (
        <section aria-labelledby="add-title" className="mt-10">
          <h2 id="add-title" className="text-xl font-semibold">
            {t('addHeading')}
          </h2>
          <form
            method="post"
            action={`/api/staff/prices/${listId}/items`}
            className="mt-3 grid max-w-4xl gap-3 sm:grid-cols-2"
          >
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="revision" value={draft.revision} />
            <label className="text-sm font-semibold sm:col-span-2">
              {t('category')}
              <select name="category" className={`${input} mt-1`}>
                {draft.document.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name[locale]}
                  </option>
                ))}
              </select>
            </label>
            {(
              ['brand', 'model', 'price', 'newPrice', 'specDe', 'specEn', 'descriptionDe', 'descriptionEn'] as const
            ).map((field) => (
              <label key={field} className="text-sm font-semibold">
                {t(field)}
                <input
                  name={field}
                  required={!['newPrice', 'specEn', 'descriptionEn'].includes(field)}
                  inputMode={field === 'price' || field === 'newPrice' ? 'numeric' : undefined}
                  className={`${input} mt-1`}
                />
              </label>
            ))}
            <div className="sm:col-span-2">
              <Button type="submit" variant="secondary">
                {t('add')}
              </Button>
            </div>
          </form>
        </section>
      ) : null}
    </OfficeFrame>
  );
}
