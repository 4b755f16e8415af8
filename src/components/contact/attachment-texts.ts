import type { ReactNode } from 'react';
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

/**
 * The field's two icons, drawn on the server (`attachment-icons.tsx`) and handed to the island as
 * elements, so that lucide's code is not part of every page's first JavaScript.
 */
export type AttachmentIcons = { addFiles: ReactNode; takePhoto: ReactNode };
