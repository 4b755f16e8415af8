import type { LegalBlock, LegalDocument, LegalInline, LegalText } from './types';

const NBSP = '\u00a0';

/**
 * Legal typography: a citation never breaks after its sign or abbreviation („§ 5 DDG“,
 * „Art. 6 Abs. 1 lit. b DSGVO“), nor a number from its unit („48 h“, „30 Tage“).
 */
const rules: readonly [RegExp, string][] = [
  [/(§§?|Art\.|Abs\.|Nr\.|no\.|S\.|Satz|UAbs\.) (?=\d)/g, `$1${NBSP}`],
  [/(lit\.) (?=[a-z]\b)/g, `$1${NBSP}`],
  [/\b(z|d|u)\. (B|h|a)\./g, `$1.${NBSP}$2.`],
  [/(\d|lit\.\u00a0[a-z]|\)) (?=(?:DSGVO|GDPR|BGB|HGB|AO|DDG|MStV|TDDDG|VSBG|UStG|BDSG|MarkenG)\b)/g, `$1${NBSP}`],
  [
    /(\d) (?=(?:h|Std\.|Stunden|Tage|Tagen|Minuten|Werktage|Werktagen|hours|days|minutes|working days)\b|[€%])/g,
    `$1${NBSP}`,
  ],
];

export function typeset(text: string): string {
  return rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

function typesetInline(inline: LegalInline): LegalInline {
  if (typeof inline === 'string') return typeset(inline);
  if ('text' in inline) return { ...inline, text: typeset(inline.text) };
  if ('strong' in inline) return { strong: typeset(inline.strong) };
  return inline; // code stays verbatim
}

function typesetText(text: LegalText): LegalText {
  return typeof text === 'string' ? typeset(text) : text.map(typesetInline);
}

function typesetBlock(block: LegalBlock): LegalBlock {
  switch (block.kind) {
    case 'paragraph':
      return { ...block, text: typesetText(block.text) };
    case 'clauses':
      return { ...block, items: block.items.map(typesetText) };
    case 'list':
      return {
        ...block,
        intro: block.intro === undefined ? undefined : typesetText(block.intro),
        items: block.items.map(typesetText),
      };
    case 'facts':
      return {
        ...block,
        items: block.items.map((item) => ({ term: typeset(item.term), value: typesetText(item.value) })),
      };
    case 'table':
      return {
        ...block,
        caption: typeset(block.caption),
        head: block.head.map(typeset),
        rows: block.rows.map((row) => row.map(typesetText)),
      };
  }
}

/**
 * Declares a legal document and sets its typography once, at the source, so every reader of the
 * content (the page, the assistant's index) gets the same correctly set text.
 */
export function legalDocument(document: LegalDocument): LegalDocument {
  return {
    ...document,
    title: typeset(document.title),
    lead: document.lead === undefined ? undefined : typesetText(document.lead),
    sections: document.sections.map((section) => ({
      ...section,
      heading: typeset(section.heading),
      blocks: section.blocks.map(typesetBlock),
      subsections: section.subsections?.map((sub) => ({
        ...sub,
        heading: typeset(sub.heading),
        blocks: sub.blocks.map(typesetBlock),
      })),
    })),
  };
}

/** All visible text of a document as one string (tests, search indexes). */
export function plainText(document: LegalDocument): string {
  const inline = (piece: LegalInline) =>
    typeof piece === 'string' ? piece : 'text' in piece ? piece.text : 'strong' in piece ? piece.strong : piece.code;
  const text = (value: LegalText) => (typeof value === 'string' ? value : value.map(inline).join(''));
  const block = (b: LegalBlock): string[] => {
    switch (b.kind) {
      case 'paragraph':
        return [text(b.text)];
      case 'clauses':
        return b.items.map(text);
      case 'list':
        return [...(b.intro === undefined ? [] : [text(b.intro)]), ...b.items.map(text)];
      case 'facts':
        return b.items.flatMap((item) => [item.term, text(item.value)]);
      case 'table':
        return [b.caption, ...b.head, ...b.rows.flatMap((row) => row.map(text))];
    }
  };
  return [
    document.title,
    ...(document.lead === undefined ? [] : [text(document.lead)]),
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap(block),
      ...(section.subsections ?? []).flatMap((sub) => [sub.heading, ...sub.blocks.flatMap(block)]),
    ]),
  ].join('\n');
}
