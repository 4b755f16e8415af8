'use client';

import { Camera, Paperclip } from '@/components/icons';
import { useEffect, useImperativeHandle, useRef, useState, type DragEvent, type Ref } from 'react';
import type { Locale } from '@/i18n/locales';
import { cx } from '@/lib/cx';
import type { AttachmentController } from './attachment-controller';
import type { AttachmentTexts } from './attachment-texts';

/** What the form asks of the field when it is sent. */
export type AttachmentHandle = {
  /** Waits for uploads in flight, then the ids of the uploaded files, in the list's order. */
  settled(): Promise<string[]>;
  /** Empties the list (after a successful send). */
  reset(): void;
};

type ListModule = typeof import('./chosen-file-list');
let listModule: Promise<ListModule> | null = null;
/** The list, its checks and the upload load when the field is first used, not with the page. */
const loadList = () =>
  (listModule ??= import('./chosen-file-list').catch((error: unknown) => {
    // A failed load (the connection dropped) is tried again with the next file.
    listModule = null;
    throw error;
  }));

/**
 * Photos and documents for an inquiry: a real file input (label, keyboard, the phone's camera
 * and gallery), drag and drop, and, once a file is chosen, a list with a thumbnail, a progress bar
 * and a remove button per file (`chosen-file-list.tsx`, loaded then). Each file is uploaded as soon
 * as it is chosen; the form then sends only the ids. Without JavaScript the input has no name, so
 * the form is sent without files (the hint says so).
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
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [list, setList] = useState<{ List: ListModule['ChosenFileList']; controller: AttachmentController } | null>(
    null,
  );
  const controller = useRef<AttachmentController | null>(null);
  // Files chosen while the list's code is still loading: the form's `settled()` waits for them.
  const adding = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => () => controller.current?.dispose(), []);

  useImperativeHandle(ref, () => ({
    async settled() {
      await adding.current;
      return controller.current ? controller.current.settled() : [];
    },
    reset() {
      controller.current?.reset();
    },
  }));

  const add = (files: File[]) => {
    if (files.length === 0) return;
    const added = adding.current.then(async () => {
      const loaded = await loadList();
      if (!controller.current) {
        controller.current = loaded.createAttachmentController({ locale, texts, announce: setAnnouncement });
        setList({ List: loaded.ChosenFileList, controller: controller.current });
      }
      controller.current.add(files);
    });
    // The list's code did not load (the connection dropped): say so; the files can be chosen again.
    adding.current = added.catch(() => setAnnouncement(texts.errors.network));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
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
      onFocus={() => void loadList()}
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        event.currentTarget.value = '';
        add(files);
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
      {list && <list.List controller={list.controller} texts={texts} />}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
