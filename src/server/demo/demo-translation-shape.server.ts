import type { z } from 'zod';
import type { advertisementCollection } from '../../domain/advertisement.ts';
import type { clientCollection } from '../../domain/client.ts';
import type { TranslatableFieldOf } from '../../domain/field-meta.ts';
import type { staffCollection } from '../../domain/staff.ts';

/**
 * The demo content's visitor-facing text in one language, keyed by what identifies each demo
 * record in demo-data.server.ts: staff by employee ID, clients by name, advertisements by their
 * English title. Names, IDs, dates and links are never translated.
 */
export interface DemoTranslation {
  staff: TextsOf<typeof staffCollection>;
  clients: TextsOf<typeof clientCollection>;
  advertisements: TextsOf<typeof advertisementCollection>;
}

/** A collection's demo records' texts, each record's translatable fields as its definition marks them. */
type TextsOf<Collection extends { fields: z.ZodObject }> = Readonly<Record<string, Partial<Record<TranslatableFieldOf<Collection['fields']['shape']>, string>>>>;
