import type { RoutePath } from '@/content/routes';
import type { ConceptRule } from '../concepts';

/**
 * The topics the assistant recognises, as data: for each, the word groups that make a question
 * about it (`concepts.ts`) and the pages and headings that answer it. The logic that uses them is
 * in `topics.ts`.
 */
export type TopicSpec = {
  rules: ConceptRule[];
  /** Pages that answer the topic. */
  pages?: readonly RoutePath[];
  /**
   * Headings (folded) of the sections that answer it: on any page ("Was kostet die Entsorgung?"),
   * or, with `pages`, the sections of those pages that do ("Prüfung und Bewertung" in the terms).
   */
  titles?: RegExp;
  /**
   * Of a section's clauses (a legal section is one passage per clause), the one that answers:
   * matched on folded text ("verrechnen" in the terms' "Zahlung").
   */
  clause?: RegExp;
  /**
   * The topic says who asks rather than what ("a municipality", "a private person"): a question
   * about prices stays one (other topics ask about a service, not about goods of a price list).
   */
  whoAsks?: boolean;
  /**
   * Its sections are chosen by the rest of the question, not by the words that made the topic
   * ("who makes sure we are paid on time": the member whose words are about payment, not "who").
   */
  byQuestion?: boolean;
};
