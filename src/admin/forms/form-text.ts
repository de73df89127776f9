/** How a leaf's stored value and the text its form field shows turn into each other. */
import type { z } from 'zod';
import { definedLeaf } from '../../domain/schema-reading.ts';

/** The text a field shows for a stored value: tags and languages are comma-separated, a missing value is empty. */
export function formText(stored: unknown): string {
  if (Array.isArray(stored)) return stored.join(', ');
  return typeof stored === 'string' ? stored : '';
}

/** The value stored for a field's text: tags and languages become a list without blanks, other texts stay as typed. */
export function storedValue(schema: z.ZodType, text: string): string | string[] {
  const { input } = definedLeaf(schema);
  if (input !== 'tags' && input !== 'languages') return text;
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}
