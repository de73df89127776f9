import { describedFields, type AnyCollection } from './collection.ts';
import type { Result } from './result.ts';

/**
 * A field keeps one name in the code and the database, the name of what it is; the JSON API and
 * the plain form post keep the name they were published with (`FieldMeta.wireName`). These
 * rename at that edge, both ways, so nothing behind it sees the published name.
 */
const renames = new WeakMap<AnyCollection, [field: string, wire: string][]>();
function renamesOf(collection: AnyCollection): [field: string, wire: string][] {
  let found = renames.get(collection);
  // Read once per collection: every row of a list passes through here.
  if (!found) renames.set(collection, (found = describedFields(collection).flatMap(({ name, meta }) => (meta.wireName ? [[name, meta.wireName] as [string, string]] : []))));
  return found;
}

/** A field's name on the wire. */
function wireNameOf(collection: AnyCollection, field: string): string {
  return renamesOf(collection).find(([name]) => name === field)?.[1] ?? field;
}

/**
 * A request body as the code names its fields: each published name read into the field's own
 * name. A body sending the field's own name instead is not heard (only the published name is).
 */
export function fromWire(collection: AnyCollection, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const renamed: Record<string, unknown> = { ...body };
  for (const [field, wire] of renamesOf(collection)) {
    delete renamed[field];
    delete renamed[wire];
    const sent = (body as Record<string, unknown>)[wire];
    if (sent !== undefined) renamed[field] = sent;
  }
  return renamed;
}

/** A refusal naming the field as the caller sent it. */
export function refusalOnWire<T>(collection: AnyCollection, result: Result<T>): Result<T> {
  return result.ok || !result.field ? result : { ...result, field: wireNameOf(collection, result.field) };
}

/** A record as the JSON API answers it: each renamed field under its published name, in place. */
export function toWire<Wire>(collection: AnyCollection, record: object): Wire {
  return Object.fromEntries(Object.entries(record).map(([field, value]) => [wireNameOf(collection, field), value])) as Wire;
}
