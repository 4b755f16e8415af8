import { z } from 'zod';

/**
 * The one place for the company's facts. The repository ships clearly fictitious defaults; a
 * deployment sets real values with COMPANY_* environment variables (read at build time for the
 * pre-rendered pages, at run time for e-mail delivery). See README "Configuration".
 */
const companySchema = z.object({
  name: z.string().min(2),
  legalForm: z.string().min(2),
  street: z.string().min(2),
  postalCode: z.string().regex(/^\d{5}$/),
  city: z.string().min(2),
  country: z.string().length(2),
  phone: z.string().regex(/^\+[\d ]{6,20}$/),
  email: z.email(),
  vatId: z.string().min(4),
  registerCourt: z.string().min(2),
  registerNumber: z.string().min(2),
  managingDirector: z.string().min(2),
  contentResponsible: z.string().min(2),
  foundingYear: z.number().int().min(1900).max(2100),
});

/**
 * Permits and registrations the Impressum must name when the business holds them (§ 5 (1) 3 DDG:
 * the supervisory authority of an activity that needs official permission). Whether this company
 * needs them is for its lawyer to decide, so there are no fictitious defaults: each is shown only
 * when a deployment sets it.
 */
const registrationsSchema = z.object({
  /** Authority that granted the permit for waste brokering/dealing (§ 54 KrWG), with address. */
  wasteBrokerAuthority: z.string().min(5).optional(),
  /** stiftung ear registration under the ElektroG, e.g. „DE 12345678“. */
  weeeNumber: z
    .string()
    .regex(/^DE ?\d{8}$/)
    .optional(),
  /** stiftung ear registration as producer of batteries under the BattDG (format not fixed yet). */
  batteryNumber: z.string().min(4).optional(),
});

export type CompanyRegistrations = z.infer<typeof registrationsSchema>;

/**
 * Management-system certificates. A page may name a standard as held only with the body that
 * certified it and the certificate number, and only once a deployment sets them: the repository
 * claims none (§ 5 UWG).
 */
const certificationsSchema = z.object({
  /** ISO 9001 (quality management): certification body and certificate number. */
  iso9001: z.string().min(5).optional(),
  /** ISO 14001 (environmental management): certification body and certificate number. */
  iso14001: z.string().min(5).optional(),
});

export type CompanyCertifications = z.infer<typeof certificationsSchema>;
export type CertificationId = keyof CompanyCertifications;

const certificationEnvKeys: Record<CertificationId, string> = {
  iso9001: 'COMPANY_CERT_ISO_9001',
  iso14001: 'COMPANY_CERT_ISO_14001',
};

/** The standard's name as shown on a badge. */
export const certificationNames: Record<CertificationId, string> = { iso9001: 'ISO 9001', iso14001: 'ISO 14001' };

const registrationEnvKeys: Record<keyof CompanyRegistrations, string> = {
  wasteBrokerAuthority: 'COMPANY_WASTE_BROKER_AUTHORITY',
  weeeNumber: 'COMPANY_WEEE_NUMBER',
  batteryNumber: 'COMPANY_BATTERY_NUMBER',
};

type CompanyFacts = z.infer<typeof companySchema> & {
  registrations: CompanyRegistrations;
  certifications: CompanyCertifications;
  /** `legalName` is name plus legal form, as the Impressum and contracts need it. */
  legalName: string;
  phoneHref: string;
  /** The number for display: non-breaking spaces keep it on one line. */
  phoneDisplay: string;
  socialLinks: readonly SocialLink[];
  openingHours: OpeningHours;
};

type SocialPlatform = 'linkedin' | 'xing' | 'facebook' | 'instagram' | 'youtube' | 'x' | 'tiktok';
type SocialLink = { platform: SocialPlatform; label: string; url: string };

/** Opening hours as data; pages render them, JSON-LD reuses them. */
type OpeningHours = {
  weekdays: { days: 'Mo-Fr'; opens: string; closes: string };
  saturday: 'by-appointment';
  sunday: 'closed';
  /** Reply promise on working days, in hours. */
  replyWithinHours: number;
};

const defaults = {
  name: 'Kreislaufwerk Köln',
  legalForm: 'GmbH',
  street: 'Musterstraße 1',
  postalCode: '50667',
  city: 'Köln',
  country: 'DE',
  phone: '+49 221 0000000',
  email: 'info@example.com',
  vatId: 'DE000000000',
  registerCourt: 'Amtsgericht Köln',
  registerNumber: 'HRB 000000',
  managingDirector: 'Max Mustermann',
  contentResponsible: 'Max Mustermann',
  foundingYear: 2016,
} satisfies z.input<typeof companySchema>;

type Env = Record<string, string | undefined>;

const envKeys: Record<keyof typeof defaults, string> = {
  name: 'COMPANY_NAME',
  legalForm: 'COMPANY_LEGAL_FORM',
  street: 'COMPANY_STREET',
  postalCode: 'COMPANY_POSTAL_CODE',
  city: 'COMPANY_CITY',
  country: 'COMPANY_COUNTRY',
  phone: 'COMPANY_PHONE',
  email: 'COMPANY_EMAIL',
  vatId: 'COMPANY_VAT_ID',
  registerCourt: 'COMPANY_REGISTER_COURT',
  registerNumber: 'COMPANY_REGISTER_NUMBER',
  managingDirector: 'COMPANY_MANAGING_DIRECTOR',
  contentResponsible: 'COMPANY_CONTENT_RESPONSIBLE',
  foundingYear: 'COMPANY_FOUNDING_YEAR',
};

const socialDefaults: readonly SocialLink[] = [
  { platform: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
  { platform: 'xing', label: 'XING', url: 'https://www.xing.com/pages/example' },
  { platform: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/example' },
  { platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/example' },
  { platform: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@example' },
  { platform: 'x', label: 'X', url: 'https://x.com/example' },
  { platform: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@example' },
];

/** Parses merged values; a malformed one stops the build naming its environment variable. */
function parseConfig<T extends z.ZodType>(
  schema: T,
  values: Record<string, unknown>,
  keys: Record<string, string>,
): z.infer<T> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => keys[String(issue.path[0])]);
    throw new Error(`Invalid company configuration: ${fields.join(', ')}`);
  }
  return parsed.data;
}

/** Builds the facts from defaults and environment overrides; throws on a malformed override. */
export function loadCompanyFacts(env: Env = process.env): CompanyFacts {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, envKey] of Object.entries(envKeys)) {
    const value = env[envKey]?.trim();
    if (value) merged[key] = key === 'foundingYear' ? Number(value) : value;
  }
  const facts = parseConfig(companySchema, merged, envKeys);
  const optional = (keys: Record<string, string>) =>
    Object.fromEntries(Object.entries(keys).map(([key, envKey]) => [key, env[envKey]?.trim() || undefined]));
  const registrations = parseConfig(registrationsSchema, optional(registrationEnvKeys), registrationEnvKeys);
  const certifications = parseConfig(certificationsSchema, optional(certificationEnvKeys), certificationEnvKeys);
  return {
    ...facts,
    registrations,
    certifications,
    legalName: `${facts.name} ${facts.legalForm}`,
    phoneHref: `tel:${facts.phone.replace(/\s+/g, '')}`,
    phoneDisplay: facts.phone.replace(/ /g, '\u00a0'),
    socialLinks: socialDefaults.map((link) => ({
      ...link,
      url: env[`COMPANY_SOCIAL_${link.platform.toUpperCase()}`]?.trim() || link.url,
    })),
    openingHours: {
      weekdays: { days: 'Mo-Fr', opens: '08:00', closes: '18:00' },
      saturday: 'by-appointment',
      sunday: 'closed',
      replyWithinHours: 24,
    },
  };
}

export const company: CompanyFacts = loadCompanyFacts();

/** Years of experience, computed from the founding year at build time (never hard-coded). */
export function yearsOfExperience(now: Date = new Date(), foundingYear = company.foundingYear): number {
  return now.getFullYear() - foundingYear;
}
