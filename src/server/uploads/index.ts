/**
 * Attachments of inquiries and sell requests (docs/uploads.md): upload, checks and re-encoding,
 * storage (database or S3), linking to a lead, deletion with it.
 */
export { attachUploads, deleteUploadRows, listAttachments, unattachedCutoff, type Attachment } from './repository';
export { getUploadStore, type UploadStore } from './store';
