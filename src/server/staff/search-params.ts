/** A page's query as Next.js passes it: a parameter can repeat in a URL. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A query parameter's first value. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
