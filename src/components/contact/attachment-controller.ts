import type { Locale } from '@/i18n/locales';
import { fill } from '@/lib/fill';
import { checkFiles, removeUpload, uploadFile } from './attachment-upload';
import type { AttachmentTexts } from './attachment-texts';

/** One chosen file: uploading, uploaded (with the server's id) or refused (with the reason). */
type AttachmentItem = {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  id?: string;
  error?: string;
  thumb?: string;
};

/** Image types every browser can show as a thumbnail (HEIC cannot be previewed in most). */
const PREVIEWABLE = /^image\/(jpeg|png|webp|avif|gif)$/;

let counter = 0;

/**
 * The attachment list's state and uploads, outside React: the field creates it when the first
 * file is chosen, the list renders it (`useSyncExternalStore`), and the form asks it for the
 * uploaded ids when it is sent. Each file is checked and uploaded as soon as it is added.
 */
export function createAttachmentController({
  locale,
  texts,
  announce,
}: {
  locale: Locale;
  texts: AttachmentTexts;
  /** Says something in the field's live region. */
  announce: (text: string) => void;
}) {
  let items: readonly AttachmentItem[] = [];
  const listeners = new Set<() => void>();
  const running = new Map<string, { done: Promise<unknown>; abort: () => void }>();

  const change = (next: (current: readonly AttachmentItem[]) => readonly AttachmentItem[]) => {
    items = next(items);
    for (const listener of listeners) listener();
  };
  const update = (key: string, values: Partial<AttachmentItem>) =>
    change((current) => current.map((item) => (item.key === key ? { ...item, ...values } : item)));
  const revoke = (item: AttachmentItem) => {
    if (item.thumb) URL.revokeObjectURL(item.thumb);
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    items: () => items,

    add(files: readonly File[]) {
      const kept = items.filter((item) => item.status !== 'error');
      const checked = checkFiles(
        [...files],
        { count: kept.length, bytes: kept.reduce((sum, item) => sum + item.size, 0) },
        texts.errors,
      );
      const added: AttachmentItem[] = checked.map(({ file, error }) => ({
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
        announce(refused.map((item) => fill(texts.announceFailed, { name: item.name, error: item.error! })).join(' '));
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
        running.set(item.key, upload);
        void upload.done.then((outcome) => {
          running.delete(item.key);
          if (outcome.ok) {
            update(item.key, { status: 'done', progress: 100, id: outcome.id });
            announce(fill(texts.announceUploaded, { name: item.name }));
          } else if (!outcome.aborted) {
            update(item.key, { status: 'error', error: outcome.error });
            announce(fill(texts.announceFailed, { name: item.name, error: outcome.error }));
          }
        });
      });
    },

    remove(item: AttachmentItem) {
      running.get(item.key)?.abort();
      running.delete(item.key);
      // An uploaded file the visitor no longer wants is deleted on the server at once.
      if (item.id) removeUpload(item.id, locale);
      revoke(item);
      change((current) => current.filter((other) => other.key !== item.key));
      announce(fill(texts.announceRemoved, { name: item.name }));
    },

    /** Waits for uploads in flight, then the ids of the uploaded files, in the list's order. */
    async settled(): Promise<string[]> {
      await Promise.all([...running.values()].map((upload) => upload.done));
      return items.filter((item) => item.status === 'done' && item.id).map((item) => item.id!);
    },

    reset() {
      for (const item of items) revoke(item);
      change(() => []);
    },

    /** The field is gone: stop uploads, free the thumbnails. */
    dispose() {
      for (const item of items) revoke(item);
      for (const upload of running.values()) upload.abort();
      running.clear();
    },
  };
}

export type AttachmentController = ReturnType<typeof createAttachmentController>;
