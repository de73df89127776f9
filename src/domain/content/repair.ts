import { z } from 'zod';
import { innerSchema } from '../field-meta.ts';

/**
 * A stored document as the current schema reads it. A document an older version of the product
 * stored may lack a field added since, or hold one whose rules changed: each field that does not
 * pass is taken from `fallback` (the defaults), so a page never shows a broken or empty section.
 * List entries that fail are dropped, and a list left too short or too long is the default list.
 */
export function repairDocument<Schema extends z.ZodType>(schema: Schema, stored: unknown, fallback: z.output<Schema>): z.output<Schema> {
  const direct = schema.safeParse(stored);
  if (direct.success) return direct.data;
  const repaired = schema.safeParse(repairValue(schema, stored, fallback));
  return repaired.success ? repaired.data : fallback;
}

function repairValue(schema: z.ZodType, stored: unknown, fallback: unknown): unknown {
  const checked = schema.safeParse(stored);
  if (checked.success) return checked.data;
  const inner = innerSchema(schema);
  if (inner instanceof z.ZodObject && isRecord(stored) && isRecord(fallback)) {
    return Object.fromEntries(
      Object.entries(inner.shape).map(([key, child]) => [key, repairValue(child as z.ZodType, stored[key], fallback[key])]),
    );
  }
  if (inner instanceof z.ZodArray && Array.isArray(stored)) {
    const element = inner.element as z.ZodType;
    const entries = stored.flatMap((entry) => {
      const passed = element.safeParse(entry);
      return passed.success ? [passed.data] : [];
    });
    return schema.safeParse(entries).success ? entries : fallback;
  }
  return fallback;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
