import { FileText } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatFileSize } from '@/lib/format';

/** One attachment as the lead page shows it (from `listAttachments`, src/server/uploads/). */
export type AttachmentView = {
  id: string;
  type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** The sanitised original name: display text only. */
  name: string;
};

/**
 * A lead's photos (thumbnails, opened at full size in a new tab) and documents (download links).
 * Every file comes from GET /api/uploads/<id>, which needs the staff session; images are WebP
 * re-encoded on upload, PDFs are only ever downloaded.
 */
export async function AttachmentList({ attachments, locale }: { attachments: AttachmentView[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Uploads.staff' });
  if (attachments.length === 0) return <p className="text-sm text-slate-600">{t('empty')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {attachments.map((file) => {
        const href = `/api/uploads/${encodeURIComponent(file.id)}`;
        const size = t('size', { size: formatFileSize(file.bytes, locale) });
        const pdf = file.type === 'application/pdf';
        return (
          <li key={file.id} className="flex min-w-0 flex-col gap-1 text-sm">
            {pdf ? (
              <a
                href={href}
                download
                aria-label={t('download', { name: file.name })}
                className="flex aspect-square items-center justify-center rounded-lg border border-slate-200 bg-slate-50 text-slate-600 hover:border-brand-700 hover:text-brand-800"
              >
                <FileText aria-hidden="true" className="size-10" />
                <span className="ml-1 font-semibold">{t('pdf')}</span>
              </a>
            ) : (
              <a
                href={href}
                target="_blank"
                rel="noopener"
                aria-label={t('open', { name: file.name })}
                className="block overflow-hidden rounded-lg border border-slate-200 hover:border-brand-700"
              >
                {/* Served by the site behind the staff session; next/image cannot fetch it. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={`${href}?preview=1`}
                  alt=""
                  width={file.width ?? undefined}
                  height={file.height ?? undefined}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </a>
            )}
            <span className="truncate font-medium text-navy-900" title={file.name}>
              {file.name}
            </span>
            <span className="text-xs text-slate-500">{size}</span>
          </li>
        );
      })}
    </ul>
  );
}
