/**
 * Which fields of a localised object show English because they have no translation, so the
 * element that shows one can say `lang="en"` (a screen reader then reads it with an English
 * voice). The localiser records the keys on the object itself, under a registered symbol that is
 * not enumerable: no state per request, JSON and island props never carry it, and it is the same
 * symbol in the server's modules and in the built site's copy of them.
 */
const ENGLISH_KEYS = Symbol.for('nilavu.i18n.englishKeys');

type Marked = object & { [ENGLISH_KEYS]?: Set<string> };

/** Records that `node[key]` shows the English text. */
export function markEnglish(node: object, key: string | number): void {
  const marked = node as Marked;
  if (!marked[ENGLISH_KEYS]) Object.defineProperty(marked, ENGLISH_KEYS, { value: new Set<string>(), enumerable: false });
  marked[ENGLISH_KEYS]!.add(String(key));
}

/** The `lang` attribute of the element showing `node[key]`: 'en' when it fell back to English, else none (the page's language). */
export function fallbackLang(node: object | null | undefined, key: string | number): 'en' | undefined {
  return node && (node as Marked)[ENGLISH_KEYS]?.has(String(key)) ? 'en' : undefined;
}

/** The keys of `node` that show English: what a page hands an island, whose props lose the marks. */
export function englishKeys(node: object | null | undefined): string[] {
  return node ? [...((node as Marked)[ENGLISH_KEYS] ?? [])] : [];
}

/** The `lang` of each key of `node` that shows English, by key: for a component that takes its texts one by one. */
export type TextLangs = Readonly<Partial<Record<string, 'en'>>>;

export function langsOf(node: object | null | undefined): TextLangs {
  return Object.fromEntries(englishKeys(node).map((key) => [key, 'en' as const]));
}

/**
 * Every marked key under `node`, as paths ('heading', '0.title', '0.skills.1'): what a page hands
 * an island whose props are a tree of localised objects (the island asks `paths.includes(…)`).
 */
export function englishPathsOf(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [];
  const paths = englishKeys(node).map((key) => prefix + key);
  for (const [key, child] of Object.entries(node)) paths.push(...englishPathsOf(child, `${prefix}${key}.`));
  return paths;
}
