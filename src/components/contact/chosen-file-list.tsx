'use client';

import { FileText, X } from '@/components/icons';
import { useSyncExternalStore } from 'react';
import { cx } from '@/lib/cx';
import { fill } from '@/lib/fill';
import type { AttachmentController } from './attachment-controller';
import type { AttachmentTexts } from './attachment-texts';

export { createAttachmentController } from './attachment-controller';

/**
 * The chosen files, each with a thumbnail, a progress bar and a remove button. Loaded with its
 * controller when the first file is chosen (`attachment-field.tsx`), not with the page.
 */
export function ChosenFileList({ controller, texts }: { controller: AttachmentController; texts: AttachmentTexts }) {
  const items = useSyncExternalStore(controller.subscribe, controller.items, controller.items);
  if (items.length === 0) return null;
  return (
    <ul aria-label={texts.listLabel} className="grid gap-2">
      {items.map((item) => (
        <li
          key={item.key}
          className={cx(
            'flex items-center gap-3 rounded-lg border bg-white p-2',
            item.status === 'error' ? 'border-destructive' : 'border-slate-200',
          )}
        >
          {item.thumb ? (
            // A local object URL of the chosen file (the page's policy allows blob: images).
            // eslint-disable-next-line @next/next/no-img-element
            <img src={item.thumb} alt="" className="size-14 shrink-0 rounded object-cover" />
          ) : (
            <span className="flex size-14 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-500">
              <FileText aria-hidden="true" className="size-6" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-navy-900">{item.name}</p>
            {item.status === 'error' ? (
              <p className="text-sm font-medium text-destructive">{item.error}</p>
            ) : (
              <div className="mt-1 flex items-center gap-2">
                <progress
                  max={100}
                  value={item.progress}
                  aria-label={fill(texts.progress, { name: item.name })}
                  className="h-2 w-full overflow-hidden rounded accent-brand-700"
                />
                <span className="shrink-0 text-xs text-slate-600">
                  {item.status === 'done'
                    ? texts.uploaded
                    : item.progress === 0
                      ? texts.uploading
                      : `${item.progress} %`}
                </span>
              </div>
            )}
          </div>
          <button
            type="button"
            onClick={() => controller.remove(item)}
            aria-label={fill(texts.remove, { name: item.name })}
            className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
