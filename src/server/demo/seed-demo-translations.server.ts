import { advertisementCollection } from '../../domain/advertisement.ts';
import { clientCollection } from '../../domain/client.ts';
import type { AnyCollection } from '../../domain/collection.ts';
import { rowTranslationOf } from '../../domain/i18n/row-translation.ts';
import type { TranslatedLanguage } from '../../domain/languages.ts';
import { staffCollection } from '../../domain/staff.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { advertisements, clients, settings, staffMembers } from '../db/schema.server.ts';
import { demoAdvertisements, demoClients, demoStaff } from './demo-data.server.ts';
import type { DemoTranslation } from './demo-translation-shape.server.ts';
import { demoTranslations } from './demo-translations/index.server.ts';
import { seedTranslations } from '../translations/translation-store.server.ts';
import type { TranslatedKind } from '../../domain/content/translation-api.ts';

type Texts = Readonly<Record<string, string | undefined>>;
type Table = typeof staffMembers | typeof clients | typeof advertisements;

/** Each demo table: how a stored row is recognised as a demo record, and that record's English and translated texts. */
interface DemoKind {
  kind: Exclude<TranslatedKind, 'content'>;
  collection: AnyCollection;
  table: Table;
  /** The demo record's English, by what identifies it (employee ID, client name, English title). */
  english: ReadonlyMap<string, object>;
  identity: (row: Readonly<Record<string, unknown>>) => string;
  texts: (translation: DemoTranslation) => Readonly<Record<string, Texts>>;
}

const demoKinds: readonly DemoKind[] = [
  {
    kind: 'staff',
    collection: staffCollection,
    table: staffMembers,
    english: new Map(demoStaff.map((member) => [member.employeeId, member])),
    identity: (row) => String(row.employeeId),
    texts: (translation) => translation.staff,
  },
  {
    kind: 'clients',
    collection: clientCollection,
    table: clients,
    english: new Map(demoClients.map((client) => [client.name, client])),
    identity: (row) => String(row.name),
    texts: (translation) => translation.clients,
  },
  {
    kind: 'advertisements',
    collection: advertisementCollection,
    table: advertisements,
    english: new Map(demoAdvertisements.map((ad) => [ad.title, ad])),
    identity: (row) => String(row.title),
    texts: (translation) => translation.advertisements,
  },
];

const claimKey = (language: TranslatedLanguage) => `demo_translations_seeded:${language}`;

/**
 * With DEMO_CONTENT on, gives the demo content's rows their shipped translations, once per
 * language (a claim in settings, in the same transaction): a fresh database right after the demo
 * rows are seeded, an existing one at its next start. Only rows that are still demo records get
 * one (recognised by employee ID, client name or English title), only for fields whose English is
 * still the demo's, and never a row that already has a translation in that language: nothing an
 * editor changed is touched. Returns the languages seeded.
 */
export async function seedDemoTranslations(
  context: AppContext,
  shipped: Readonly<Partial<Record<TranslatedLanguage, DemoTranslation>>> = demoTranslations,
): Promise<TranslatedLanguage[]> {
  if (!context.env.demoContent) return [];
  const seeded: TranslatedLanguage[] = [];
  for (const language of Object.keys(shipped) as TranslatedLanguage[]) {
    const translation = shipped[language];
    if (translation && (await seedLanguage(context.db, language, translation))) seeded.push(language);
  }
  if (seeded.length) context.log.info({ languages: seeded }, 'demo translations seeded');
  return seeded;
}

async function seedLanguage(db: Database, language: TranslatedLanguage, translation: DemoTranslation): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx.insert(settings).values({ key: claimKey(language), value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (!claimed) return false;
    for (const kind of demoKinds) {
      const rows = (await tx.select().from(kind.table as typeof clients)) as unknown as (Record<string, unknown> & { id: string })[];
      const shipped = rows.flatMap((row) => {
        const english = kind.english.get(kind.identity(row));
        const texts = kind.texts(translation)[kind.identity(row)];
        if (!english || !texts) return [];
        // Only fields whose English is still the demo's: an edited text keeps showing English.
        const still = Object.fromEntries(Object.entries(texts).filter(([field]) => row[field] === (english as Record<string, unknown>)[field]));
        const fields = rowTranslationOf(kind.collection, row, still);
        return Object.keys(fields).length ? [{ record: row.id, language, published: fields }] : [];
      });
      // A row with a translation in the language already keeps it.
      await seedTranslations(tx, kind.kind, shipped);
    }
    return true;
  });
}
