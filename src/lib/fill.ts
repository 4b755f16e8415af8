/**
 * `{name}` placeholders of a raw message filled in, where no i18n runtime is loaded (client
 * islands receive their strings unformatted from the server). Unknown names stay as written.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
