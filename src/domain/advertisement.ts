import { z } from 'zod';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { fail, ok, type Result } from './result.ts';
import { firstIssue, mediaField, text } from './text.ts';

export interface Advertisement {
  id: string;
  title: string;
  image: string;
  video: string;
  position: number;
}

export const advertisementInputShape = z.object({
  title: text(limits.text.shortText).default(''),
  image: mediaField,
  video: mediaField,
});
export type AdvertisementInput = z.infer<typeof advertisementInputShape>;

export function validateAdvertisementInput(input: unknown): Result<AdvertisementInput> {
  const parsed = advertisementInputShape.safeParse(input ?? {});
  if (!parsed.success) return fail(firstIssue(parsed.error, messages.advertisement.titleRequired));
  if (!parsed.data.title) return fail(messages.advertisement.titleRequired);
  return ok(parsed.data);
}

export { matchesAdvertisementSearch } from './advertisement-search.ts';
