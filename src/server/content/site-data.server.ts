import { asc, eq } from 'drizzle-orm';
import { advertisementCollection, isLive, nextScheduleChange, type Advertisement } from '../../domain/advertisement.ts';
import { clientCollection, type Client } from '../../domain/client.ts';
import type { AnyCollection } from '../../domain/collection.ts';
import { localizeRow } from '../../domain/i18n/row-translation.ts';
import type { RowTranslations } from '../../domain/i18n/translation.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import type { SiteData } from '../../domain/site-data.ts';
import { DETAIL_FIELDS, PUBLIC_CARD_FIELDS, pick, staffCollection, type PublicStaffCard, type StaffDetail } from '../../domain/staff.ts';
import type { Database } from '../db/client.server.ts';
import { isUuid } from '../db/uuid.server.ts';
import { advertisements, clients, staffMembers } from '../db/schema.server.ts';
import { readPublishedByRecord } from '../translations/translation-store.server.ts';
import type { ReadThroughCache } from '../read-through-cache.server.ts';

/** A row as the cache keeps it: what visitors see, and its translations. */
type Kept<Row> = { row: Row; translations: RowTranslations };

/** The public lists the cache keeps, by their cache key. */
export type PublicList = 'team' | 'clients' | 'advertisements';

/** The public content every page reads, in one language; and a list in English as kept now. */
export type SiteDataIn = ((language: LanguageCode) => SiteData) & {
  /** A public list in English while the cache trusts what it holds, without reading anything; else undefined. */
  kept(list: PublicList): readonly unknown[] | undefined;
};

/**
 * The public content every page reads, through the shared cache, in the language asked for:
 * each row's translatable fields in that language, English per field where it has no
 * translation (marked for the element's lang, see domain/i18n/fallback.ts). The cache keeps the
 * rows with their translations once; each language's copy of a list is made once per read of it.
 */
export function createSiteData(db: Database, cache: ReadThroughCache): SiteDataIn {
  const localized = new WeakMap<object, Map<LanguageCode, unknown[]>>();
  // The live advertisements of a kept list, the same array until the next start or end among
  // them: visitors see an advertisement from its start to its end however long the cache keeps
  // the rows, and the kept-answer lane serialises each such list once (kept-json.server.ts).
  const liveCopies = new WeakMap<object, { ads: Advertisement[]; until: number }>();
  function liveOnes(ads: Advertisement[]): Advertisement[] {
    const now = Date.now();
    let copy = liveCopies.get(ads);
    if (!copy || now >= copy.until) {
      copy = { ads: ads.filter((ad) => isLive(ad, now)), until: nextScheduleChange(ads, now) ?? Infinity };
      liveCopies.set(ads, copy);
    }
    return copy.ads;
  }
  function inLanguage<Row extends Record<string, unknown>>(collection: AnyCollection, kept: readonly Kept<Row>[], language: LanguageCode): Row[] {
    let byLanguage = localized.get(kept);
    if (!byLanguage) localized.set(kept, (byLanguage = new Map()));
    let rows = byLanguage.get(language) as Row[] | undefined;
    if (!rows) {
      rows = kept.map(({ row, translations }) => localizeRow(collection, row, translations, language));
      byLanguage.set(language, rows);
    }
    return rows;
  }

  // Each public list's rows as the cache keeps them (under the list's name), read when they must be.
  const loadTeamCards = async (): Promise<Kept<PublicStaffCard>[]> => {
    const [rows, translations] = await Promise.all([
      db.select().from(staffMembers).where(eq(staffMembers.status, 'Currently Working')).orderBy(asc(staffMembers.position), asc(staffMembers.createdAt)),
      readPublishedByRecord(db, 'staff'),
    ]);
    return rows.map((row) => ({ row: pick(row, PUBLIC_CARD_FIELDS), translations: translations.get(row.id) ?? {} }));
  };
  const loadClients = async (): Promise<Kept<Client>[]> => {
    const [rows, translations] = await Promise.all([db.select().from(clients).orderBy(asc(clients.position), asc(clients.createdAt)), readPublishedByRecord(db, 'clients')]);
    return rows.map(({ createdAt: _c, updatedAt: _u, ...client }) => ({ row: client, translations: translations.get(client.id) ?? {} }));
  };
  const loadAdvertisements = async (): Promise<Kept<Advertisement>[]> => {
    const [rows, translations] = await Promise.all([
      db.select().from(advertisements).orderBy(asc(advertisements.position), asc(advertisements.createdAt)),
      readPublishedByRecord(db, 'advertisements'),
    ]);
    return rows.map(({ createdAt: _c, updatedAt: _u, ...ad }) => ({ row: ad, translations: translations.get(ad.id) ?? {} }));
  };

  const collections: Record<PublicList, AnyCollection> = { team: staffCollection, clients: clientCollection, advertisements: advertisementCollection };
  const listIn = async <Row extends Record<string, unknown>>(list: PublicList, load: () => Promise<Kept<Row>[]>, language: LanguageCode) =>
    inLanguage(collections[list], await cache.get(list, load), language);
  const kept = (list: PublicList) => {
    const entry = cache.peek<readonly Kept<Record<string, unknown>>[]>(list);
    if (!entry) return undefined;
    const rows = inLanguage(collections[list], entry.value, 'en');
    return list === 'advertisements' ? liveOnes(rows as Advertisement[]) : rows;
  };

  const inOneLanguage = (language: LanguageCode): SiteData => ({
    listTeamCards: () => listIn('team', loadTeamCards, language),
    listClients: () => listIn('clients', loadClients, language),
    listAdvertisements: async () => liveOnes(await listIn('advertisements', loadAdvertisements, language)),
    getStaffDetail: async (id, { signedIn }) => {
      if (!isUuid(id)) return null;
      const kept = await cache.get(`staff:${id}`, async () => {
        const [[member], translations] = await Promise.all([db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1), readPublishedByRecord(db, 'staff', [id])]);
        return member ? { row: member, translations: translations.get(id) ?? {} } : null;
      });
      if (!kept) return null;
      // A copy of its own per call: the QR code is added for signed-in callers only.
      const detail: StaffDetail = localizeRow(staffCollection, pick(kept.row, DETAIL_FIELDS), kept.translations, language);
      if (signedIn) detail.qrCode = kept.row.qrCode;
      return detail;
    },
  });
  return Object.assign(inOneLanguage, { kept });
}
