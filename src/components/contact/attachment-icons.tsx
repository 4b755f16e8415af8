import { Camera, Paperclip } from 'lucide-react';
import type { AttachmentIcons } from './attachment-texts';

/** The attachment field's icons as server-rendered elements (see `AttachmentIcons`). */
export const attachmentIcons: AttachmentIcons = {
  addFiles: <Paperclip aria-hidden="true" />,
  takePhoto: <Camera aria-hidden="true" />,
};
