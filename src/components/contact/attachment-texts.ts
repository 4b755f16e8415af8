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
