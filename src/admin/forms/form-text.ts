/** How a leaf's stored value and the text its form field shows turn into each other. */
import type { z } from 'zod';
import { definedLeaf } from '../../domain/schema-reading.ts';
import { isoToZonedTime, zonedTimeToIso } from '../../domain/time-zone.ts';
import { companyZone } from '../ui/format.ts';

/**
 * The text a field shows for a stored value: tags and languages are comma-separated, a yes is
 * 'true' (a no ''), a stored instant is its wall-clock time in the company's zone (a
 * datetime-local input's value), a missing value is empty.
 */
export function formText(schema: z.ZodType, stored: unknown): string {
  if (Array.isArray(stored)) return stored.join(', ');
  if (typeof stored === 'boolean') return stored ? 'true' : '';
  if (typeof stored !== 'string') return '';
  return stored && definedLeaf(schema).input === 'datetime' ? isoToZonedTime(stored, companyZone()) : stored;
}

/**
 * The value stored for a field's text: tags and languages become a list without blanks, a
 * checkbox a boolean, a wall-clock time the instant it means in the company's zone (one that is
 * no time is sent as typed, for the server to refuse by name), other texts stay as typed.
 */
export function storedValue(schema: z.ZodType, text: string): string | string[] | boolean {
  const { input } = definedLeaf(schema);
  if (input === 'checkbox') return text === 'true';
  if (input === 'datetime') return text && (zonedTimeToIso(text, companyZone()) ?? text);
  if (input !== 'tags' && input !== 'languages') return text;
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}
