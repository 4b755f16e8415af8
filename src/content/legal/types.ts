import type { RoutePath } from '../routes';

/**
 * Shapes of the legal texts (Impressum, Datenschutz, AGB, Cookie-Richtlinie). A legal document is
 * a list of sections with a stable id (the anchor, the same in both languages), a heading and
 * blocks of text; one renderer (src/components/legal/legal-document.tsx) shows all four.
 */

/** A link inside legal text: a page of the site, an anchor, mail, phone or an authority's site. */
export type LegalLink = {
  text: string;
  href: RoutePath | `#${string}` | `mailto:${string}` | `tel:${string}` | `https://${string}`;
  /** Language of the target page when it differs from the text's (e.g. the German original). */
  hrefLang?: 'de' | 'en';
};

/** Inline pieces: plain text, a link, a technical name set in code type, or emphasis. */
export type LegalInline = string | LegalLink | { code: string } | { strong: string };

/** A run of text: one string or a sequence of inline pieces. */
export type LegalText = string | readonly LegalInline[];

export type LegalBlock =
  /** A plain paragraph. */
  | { kind: 'paragraph'; text: LegalText }
  /** Numbered paragraphs – (1), (2), … – as in statutes and terms. */
  | { kind: 'clauses'; items: readonly LegalText[] }
  /** A bulleted list, optionally introduced by a sentence. */
  | { kind: 'list'; intro?: LegalText; items: readonly LegalText[] }
  /** Term–value pairs (address, register entry, storage details). */
  | { kind: 'facts'; items: readonly { term: string; value: LegalText }[] }
  /** A small table with a caption (what is stored, how long). */
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly LegalText[])[] };

type LegalSubsection = { id: string; heading: string; blocks: readonly LegalBlock[] };

export type LegalSection = {
  /** Anchor id, identical in German and English so links survive a language switch. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
  subsections?: readonly LegalSubsection[];
};

export type LegalDocument = {
  /** The page's h1. */
  title: string;
  /** One or two sentences under the title. */
  lead?: LegalText;
  /** Date of this version of the text (ISO), shown as „Stand“. */
  updated: `${number}-${number}-${number}`;
  /** How section headings are numbered: „§ 1“ (terms), „1.“ (policies) or not at all. */
  numbering: 'paragraph' | 'decimal' | 'none';
  /** Show a table of contents (the long pages). */
  tableOfContents: boolean;
  sections: readonly LegalSection[];
};
