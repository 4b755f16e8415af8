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
