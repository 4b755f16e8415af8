'use client';

import { Camera, FileText, Paperclip, X } from 'lucide-react';
import { useEffect, useImperativeHandle, useRef, useState, type DragEvent, type Ref } from 'react';
import type { Locale } from '@/i18n/locales';
import { cx } from '@/lib/cx';
import type { UploadErrorTexts } from './attachment-upload';

/** The field's strings, resolved on the server (contact-form-props.ts); `{name}` is filled in here. */
export type AttachmentTexts = {
  label: string;
  addFiles: string;
  hint: string;
  drop: string;
  takePhoto: string;
  noScript: string;
  listLabel: string;
  remove: string;
  uploading: string;
  uploaded: string;
  progress: string;
  announceUploaded: string;
  announceFailed: string;
  announceRemoved: string;
  errors: UploadErrorTexts;
};

/** What the form asks of the field when it is sent. */
export type AttachmentHandle = {
  /** Waits for uploads in flight, then the ids of the uploaded files, in the list's order. */
  settled(): Promise<string[]>;
  /** Empties the list (after a successful send). */
  reset(): void;
};

type Item = {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  id?: string;
  error?: string;
  thumb?: string;
};

type Upload = typeof import('./attachment-upload');
let uploadModule: Promise<Upload> | null = null;
/** The checks and the upload load when the field is first used, not with the page. */
const loadUpload = () => (uploadModule ??= import('./attachment-upload'));

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** Image types every browser can show as a thumbnail (HEIC cannot be previewed in most). */
const PREVIEWABLE = /^image\/(jpeg|png|webp|avif|gif)$/;

let counter = 0;

/**
 * Photos and documents for an inquiry: a real file input (label, keyboard, the phone's camera
 * and gallery), drag and drop, and a list with a thumbnail, a progress bar and a remove button per
 * file. Each file is uploaded as soon as it is chosen; the form then sends only the ids. Without
 * JavaScript the input has no name, so the form is sent without files (the hint says so).
 */
export function AttachmentField({
  idPrefix,
  locale,
  texts,
  ref,
}: {
  idPrefix: string;
  locale: Locale;
  texts: AttachmentTexts;
  ref?: Ref<AttachmentHandle>;
}) {
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The list as of now, for the form's `settled()` (state is a render behind); changed with `change`.
  const itemsRef = useRef<Item[]>([]);
  const change = (next: (current: Item[]) => Item[]) => {
    itemsRef.current = next(itemsRef.current);
    setItems(itemsRef.current);
  };
  const running = useRef(new Map<string, { done: Promise<unknown>; abort: () => void }>());

  const update = (key: string, values: Partial<Item>) =>
    change((current) => current.map((item) => (item.key === key ? { ...item, ...values } : item)));

  const revoke = (item: Item) => {
    if (item.thumb) URL.revokeObjectURL(item.thumb);
  };

  useEffect(
    () => () => {
      for (const item of itemsRef.current) revoke(item);
      for (const upload of running.current.values()) upload.abort();
    },
    [],
  );

  useImperativeHandle(ref, () => ({
    async settled() {
      await Promise.all([...running.current.values()].map((upload) => upload.done));
      return itemsRef.current.filter((item) => item.status === 'done' && item.id).map((item) => item.id!);
    },
    reset() {
      for (const item of itemsRef.current) revoke(item);
      change(() => []);
    },
  }));

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    const { checkFiles, uploadFile } = await loadUpload();
    const kept = itemsRef.current.filter((item) => item.status !== 'error');
    const checked = checkFiles(
      files,
      { count: kept.length, bytes: kept.reduce((sum, item) => sum + item.size, 0) },
      texts.errors,
    );
    const added: Item[] = checked.map(({ file, error }) => ({
      key: `f${(counter += 1)}`,
      name: file.name,
      size: file.size,
      status: error ? 'error' : 'uploading',
      progress: 0,
      error: error ?? undefined,
      thumb: !error && PREVIEWABLE.test(file.type) ? URL.createObjectURL(file) : undefined,
    }));
    change((current) => [...current, ...added]);
    const refused = added.filter((item) => item.error);
    if (refused.length)
      setAnnouncement(
        refused.map((item) => fill(texts.announceFailed, { name: item.name, error: item.error! })).join(' '),
      );
    checked.forEach(({ file, error }, index) => {
      if (error) return;
      const item = added[index]!;
      let shown = 0;
      const upload = uploadFile(file, {
        locale,
        texts: texts.errors,
        onProgress: (share) => {
          // A re-render per whole percent, not per progress event.
          const percent = Math.floor(share * 100);
          if (percent !== shown) update(item.key, { progress: (shown = percent) });
        },
      });
      running.current.set(item.key, upload);
      void upload.done.then((outcome) => {
        running.current.delete(item.key);
        if (outcome.ok) {
          update(item.key, { status: 'done', progress: 100, id: outcome.id });
          setAnnouncement(fill(texts.announceUploaded, { name: item.name }));
        } else if (!outcome.aborted) {
          update(item.key, { status: 'error', error: outcome.error });
          setAnnouncement(fill(texts.announceFailed, { name: item.name, error: outcome.error }));
        }
      });
    });
  };

  const remove = (item: Item) => {
    running.current.get(item.key)?.abort();
    running.current.delete(item.key);
    revoke(item);
    change((current) => current.filter((other) => other.key !== item.key));
    setAnnouncement(fill(texts.announceRemoved, { name: item.name }));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void add([...event.dataTransfer.files]);
  };

  const inputId = `${idPrefix}-attachments`;
  const hintId = `${inputId}-hint`;
  const chooser = (capture: boolean) => (
    <input
      id={capture ? `${inputId}-camera` : inputId}
      type="file"
      multiple={!capture}
      accept={capture ? 'image/*' : 'image/*,application/pdf'}
      capture={capture ? 'environment' : undefined}
      aria-describedby={hintId}
      className="sr-only"
      onFocus={() => void loadUpload()}
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        event.currentTarget.value = '';
        void add(files);
      }}
    />
  );
  const chooserLabel =
    'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:border-brand-700 hover:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 [&_svg]:size-5';

  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <span className="text-sm font-semibold text-navy-900" id={`${inputId}-title`}>
        {texts.label}
      </span>
      <div
        className={cx(
          'flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed p-4 transition-colors',
          dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
        onDragOver={(event) => {
          event.preventDefault();
          if (!dragging) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className={chooserLabel}>
          <Paperclip aria-hidden="true" />
          {texts.addFiles}
          {chooser(false)}
        </label>
        <label className={cx(chooserLabel, 'hidden pointer-coarse:inline-flex')}>
          <Camera aria-hidden="true" />
          {texts.takePhoto}
          {chooser(true)}
        </label>
        <span className="text-sm text-slate-600 pointer-coarse:hidden">{texts.drop}</span>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {texts.hint}
      </p>
      <noscript>
        <p className="text-sm font-medium text-slate-700">{texts.noScript}</p>
      </noscript>
      {items.length > 0 && (
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
                onClick={() => remove(item)}
                aria-label={fill(texts.remove, { name: item.name })}
                className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
