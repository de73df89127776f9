/**
 * Fills a catalogue text's `{name}` holes. A hole without a value stays as written, so a
 * mistake shows on the page instead of vanishing.
 */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (hole, name: string) => (name in values ? String(values[name]) : hole));
}
