import { locales } from '@/i18n/locales';
import { legalPageEntries } from '@/content/page-index';
import type { LegalBlock, LegalText } from '@/content/legal/types';
import type { KnowledgeDoc, KnowledgeSource } from '../knowledge';

/** Plain text of a legal text run (links keep their words, code and emphasis their text). */
function plain(text: LegalText): string {
  if (typeof text === 'string') return text;
  return text
    .map((piece) =>
      typeof piece === 'string' ? piece : 'text' in piece ? piece.text : 'code' in piece ? piece.code : piece.strong,
    )
    .join('');
}

/** One quotable passage per clause, paragraph, list or table row. */
function passages(block: LegalBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [plain(block.text)];
    case 'clauses':
      return block.items.map(plain);
    case 'list':
      return [[block.intro ? plain(block.intro) : '', block.items.map(plain).join('; ')].filter(Boolean).join(' ')];
    case 'facts':
      // One passage per fact: "USt-IdNr.: DE…" answers its question without the rest of the imprint.
      return block.items.map((item) => `${item.term}: ${plain(item.value)}`);
    case 'table':
      return block.rows.map((row) => row.map((cell, index) => `${block.head[index] ?? ''}: ${plain(cell)}`).join('; '));
  }
}

/** A passage that introduces the next ("Für uns zuständig ist:") is quoted together with it. */
function joinIntroductions(texts: string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const last = out[out.length - 1];
    if (last !== undefined && last.trimEnd().endsWith(':')) out[out.length - 1] = `${last.trimEnd()} ${text}`;
    else out.push(text);
  }
  return out;
}

/**
 * The legal pages of the page index (Impressum, Datenschutz, AGB, Cookie-Richtlinie; texts in
 * src/content/legal), passage by passage.
 */
export const legalSource: KnowledgeSource = {
  name: 'legal',
  docs() {
    const docs: KnowledgeDoc[] = [];
    for (const [path, document] of legalPageEntries()) {
      for (const locale of locales) {
        for (const section of document[locale].sections) {
          const parts = [{ heading: section.heading, blocks: section.blocks }, ...(section.subsections ?? [])];
          parts.forEach((part, partIndex) => {
            joinIntroductions(part.blocks.flatMap(passages)).forEach((text, index) => {
              if (text.trim().length < 20) return;
              docs.push({
                id: `legal:${locale}:${path}:${section.id}:${partIndex}:${index}`,
                kind: 'section',
                locale,
                title: part.heading === section.heading ? section.heading : `${section.heading} – ${part.heading}`,
                text,
                path,
              });
            });
          });
        }
      }
    }
    return docs;
  },
};
