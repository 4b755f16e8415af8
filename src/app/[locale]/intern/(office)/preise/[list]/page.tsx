import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { priceListPaths } from '@/content/catalogue/paths';
import type { PriceListId } from '@/content/catalogue/types';
import { getRoute } from '@/content/routes';
import { resolveLocale } from '@/i18n/server';
import { isLocale, type Locale } from '@/i18n/locales';
import { formatListDate } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { diffList } from '@/server/prices/diff';
import { draftProblems } from '@/server/prices/draft-check';
import { stashedEntry } from '@/server/prices/draft-entries';
import { stashedCells } from '@/server/prices/draft-form';
import { getDraft } from '@/server/prices/draft-repository';
import { listPriceHistory } from '@/server/prices/version-repository';
import { loadPublished } from '@/server/prices/repository';
import { isPriceListId } from '@/server/prices/staff-http';
import { OfficeFrame } from '../../office-frame';
import { PageHeading } from '../_editor/page-heading';
import { DiffSection } from '../_editor/diff-section';
import { DraftSection } from '../_editor/draft-section';
import { linkClass, one, type Query } from '../_editor/editor-kit';
import { NewCategoryForm, NewItemForm } from '../_editor/entry-forms';
import { EditorNotices } from '../_editor/notices';

type Props = { params: Promise<{ locale: string; list: string }>; searchParams: Promise<Query> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, list } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'de';
  const t = await getTranslations({ locale, namespace: 'StaffPrices' });
  return { title: isPriceListId(list) ? `${t('title')}: ${list}` : t('title') };
}

/** One list's editor: the diff against the website and publish, the draft, new items and categories. */
export default async function PriceListEditorPage({ params, searchParams }: Props) {
  const { list: listId } = await params;
  const locale = await resolveLocale(params);
  // Signed in and permitted first: a stranger learns nothing, not even which lists exist.
  const session = await requireStaffPage(locale, 'prices', staffPaths.priceList(listId));
  if (!isPriceListId(listId)) notFound();
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'StaffPrices' });
  const { db } = await getDatabase();
  const [draft, published, history] = await Promise.all([
    getDraft(db, listId),
    loadPublished(db),
    listPriceHistory(db, listId),
  ]);
  const actor = session.userId;
  const [cells, newItem, newCategory] = await Promise.all([
    one(query.stash) ? stashedCells(db, one(query.stash), actor, listId) : null,
    one(query.newItem) ? stashedEntry(db, { id: one(query.newItem), actor, kind: 'new-item', listId }) : null,
    one(query.newCategory)
      ? stashedEntry(db, { id: one(query.newCategory), actor, kind: 'new-category', listId })
      : null,
  ]);
  const documents = published?.documents ?? [];
  const diff = diffList(draft.published, draft.document);
  const problems = draftProblems(documents, draft.document);
  const name = getRoute(priceListPaths[listId as PriceListId]).label[locale];
  const error = one(query.error);

  return (
    <OfficeFrame locale={locale} session={session} section="prices">
      <PageHeading back={{ href: staffHref(staffPaths.prices, locale), label: t('back') }} title={name} />
      <p className="mt-1 text-slate-700">
        {t('stand', { date: formatListDate(draft.published.date, locale), version: draft.publishedVersion })} ·{' '}
        <a className={linkClass} href={staffHref(staffPaths.priceVersions(listId), locale)}>
          {t('versionsLink')}
        </a>{' '}
        ·{' '}
        <a className={linkClass} href={staffHref(staffPaths.priceImport, locale)}>
          {t('importLink')}
        </a>
      </p>
      <EditorNotices
        t={t}
        notice={one(query.notice)}
        error={error}
        values={{ version: one(query.version), item: one(query.item), category: one(query.category) }}
        stash={cells}
        document={draft.document}
      />
      <DiffSection
        t={t}
        locale={locale}
        listId={listId}
        diff={diff}
        problems={problems}
        document={draft.document}
        revision={draft.revision}
        dateError={error === 'bad_date'}
      />
      <DraftSection
        t={t}
        locale={locale}
        listId={listId}
        document={draft.document}
        revision={draft.revision}
        published={documents}
        history={history}
        stash={cells}
      />
      {draft.document.kind === 'products' ? (
        <NewItemForm t={t} locale={locale} document={draft.document} stash={newItem} />
      ) : null}
      <NewCategoryForm t={t} locale={locale} document={draft.document} stash={newCategory} />
    </OfficeFrame>
  );
}
