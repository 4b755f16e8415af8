import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormNotice } from '@/components/staff/form-notice';
import { Button } from '@/components/ui/button';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { reviewForEditor } from '@/server/prices/import-apply';
import type { ImportStash } from '@/server/prices/import-http';
import { importFileCodes, importFileMessage } from '@/server/prices/import-texts';
import { allDrafts } from '@/server/prices/draft-repository';
import { readStash } from '@/server/prices/stash';
import { OfficeFrame } from '../../office-frame';
import { PageHeading } from '../_editor/page-heading';
import { inputClass, one, type Query } from '../_editor/editor-kit';
import { ImportReviewSection } from '../_editor/import-review';

type Props = LocaleParams & { searchParams: Promise<Query> };

const reviewErrors = ['review_gone', 'stale', 'nothing_to_apply'] as const;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffPrices' });
  return { title: t('importTitle') };
}

/** A file into the drafts: upload, review row by row, apply (docs/prices.md "Export and import"). */
export default async function PriceImportPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const session = await requireStaffPage(locale, 'prices', staffPaths.priceImport);
  const t = await getTranslations({ locale, namespace: 'StaffPrices' });
  const query = await searchParams;
  const error = one(query.error);
  const { db } = await getDatabase();
  const reviewId = one(query.review);
  const entry = reviewId ? await readStash<ImportStash>(db, reviewId, session.userId, 'import') : null;
  const drafts = entry ? await allDrafts(db) : [];
  const review = entry ? reviewForEditor(entry.payload.table, drafts) : null;
  const fileError = importFileCodes.find((code) => code === error);
  const reviewError = reviewErrors.find((code) => code === error) ?? (reviewId && !entry ? 'review_gone' : undefined);
  return (
    <OfficeFrame locale={locale} session={session} section="prices">
      <PageHeading back={{ href: staffHref(staffPaths.prices, locale), label: t('back') }} title={t('importTitle')} />
      <p className="mt-2 max-w-3xl text-slate-700">{t('importIntro')}</p>
      <div className="mt-4 space-y-2 empty:hidden">
        {one(query.notice) === 'applied' ? (
          <FormNotice
            kind="success"
            text={t('importApplied', { rows: Number(one(query.rows)) || 0, lists: one(query.lists) })}
          />
        ) : null}
        {fileError ? <FormNotice kind="error" text={importFileMessage(fileError, locale)} /> : null}
        {reviewError ? <FormNotice kind="error" text={t(`importError.${reviewError}`)} /> : null}
      </div>
      {entry && review ? (
        <ImportReviewSection t={t} locale={locale} id={reviewId} name={entry.name} review={review} drafts={drafts} />
      ) : null}
      <form
        method="post"
        action="/api/staff/prices/import"
        encType="multipart/form-data"
        className="mt-8 flex max-w-3xl flex-wrap items-end gap-3"
      >
        <input type="hidden" name="locale" value={locale} />
        <label className="grow text-sm font-semibold" htmlFor="import-file">
          {t('importFile')}
          <input
            id="import-file"
            type="file"
            name="file"
            required
            accept=".csv,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={fileError ? true : undefined}
            className={`${inputClass} mt-1 block`}
          />
        </label>
        <Button type="submit" variant={entry ? 'secondary' : 'primary'}>
          {t('importUpload')}
        </Button>
      </form>
    </OfficeFrame>
  );
}
