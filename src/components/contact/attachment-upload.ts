import { ATTACHMENT_LIMITS } from '@/lib/contact-limits';
import type { Locale } from '@/i18n/locales';
import { apiRequest } from '@/lib/api-client';

/**
 * What the attachment field loads on first use: the checks before an upload and the upload itself
 * (XMLHttpRequest, for its upload progress; fetch has none). Kept out of the page's JavaScript.
 */
export type UploadErrorTexts = {
  file_too_large: string;
  too_many: string;
  total_too_large: string;
  type: string;
  network: string;
  failed: string;
};

/** Types a browser reports for the files we accept (the server decides from the bytes). */
const ACCEPTED = /^(image\/(jpeg|png|webp|avif|heic|heif)|application\/pdf)$/;
const ACCEPTED_NAME = /\.(jpe?g|png|webp|avif|heic|heif|pdf)$/i;

/**
 * Which of the chosen files may be uploaded, given what is already in the list: each within the
 * size limit, at most `maxFiles` in all, `maxTotalBytes` together; the rest get their message.
 */
export function checkFiles(
  files: readonly File[],
  current: { count: number; bytes: number },
  texts: UploadErrorTexts,
): { file: File; error: string | null }[] {
  let count = current.count;
  let bytes = current.bytes;
  return files.map((file) => {
    let error: string | null = null;
    if (!ACCEPTED.test(file.type) && !ACCEPTED_NAME.test(file.name)) error = texts.type;
    else if (file.size > ATTACHMENT_LIMITS.maxFileBytes) error = texts.file_too_large;
    else if (count >= ATTACHMENT_LIMITS.maxFiles) error = texts.too_many;
    else if (bytes + file.size > ATTACHMENT_LIMITS.maxTotalBytes) error = texts.total_too_large;
    if (!error) {
      count += 1;
      bytes += file.size;
    }
    return { file, error };
  });
}

type UploadOutcome = { ok: true; id: string } | { ok: false; error: string; aborted?: boolean };

/**
 * Uploads one file to POST /api/uploads (field `file`), reporting progress from 0 to 1. The
 * server's refusals come with a message in the page's language (`error`); a lost connection gets
 * ours. `abort()` stops it.
 */
export function uploadFile(
  file: File,
  { locale, texts, onProgress }: { locale: Locale; texts: UploadErrorTexts; onProgress: (share: number) => void },
): { done: Promise<UploadOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.open('POST', `/api/uploads?locale=${locale}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      let body: { id?: unknown; error?: unknown } | null = null;
      try {
        body = JSON.parse(xhr.responseText) as { id?: unknown; error?: unknown };
      } catch {
        body = null;
      }
      if (xhr.status === 201 && typeof body?.id === 'string') {
        onProgress(1);
        resolve({ ok: true, id: body.id });
      } else {
        resolve({ ok: false, error: typeof body?.error === 'string' ? body.error : texts.failed });
      }
    };
    xhr.onerror = () => resolve({ ok: false, error: texts.network });
    xhr.onabort = () => resolve({ ok: false, error: '', aborted: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/**
 * Asks the server to delete a file the visitor removed from the list (DELETE /api/uploads/<id>),
 * so it does not wait for the 24-hour sweep. Best effort: if it fails, the sweep deletes it.
 */
export function removeUpload(id: string, locale: Locale): void {
  void apiRequest('DELETE', `/api/uploads/${encodeURIComponent(id)}?locale=${locale}`).catch(() => undefined);
}
