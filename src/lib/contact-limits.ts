/** Field length limits of the contact forms; zod-free so the form island can use them cheaply. */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
  phoneMax: 40,
} as const;

/**
 * Attachments of an inquiry (docs/uploads.md): each file is uploaded on its own to POST
 * /api/uploads as soon as it is chosen; the inquiry then carries only the returned ids. The
 * browser checks these limits before uploading, the server enforces them while reading.
 */
export const ATTACHMENT_LIMITS = {
  maxFiles: 10,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 40 * 1024 * 1024,
  /** Longest side of a stored image in pixels (larger photos are scaled down). */
  maxImageSide: 2560,
} as const;
