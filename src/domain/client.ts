import { z } from 'zod';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { fail, ok, type Result } from './result.ts';
import { firstIssue, isHttpUrl, mediaField, optionalText, text } from './text.ts';

export interface Client {
  id: string;
  name: string;
  logo: string;
  shortDescription: string;
  fullDescription: string;
  collaboration: string;
  impact: string;
  website: string;
  position: number;
}

export const clientInputShape = z.object({
  name: text(limits.text.name).default(''),
  logo: mediaField,
  shortDescription: optionalText(limits.text.message),
  fullDescription: optionalText(limits.text.longText),
  collaboration: optionalText(limits.text.longText),
  impact: optionalText(limits.text.longText),
  website: optionalText(limits.text.url),
});
export type ClientInput = z.infer<typeof clientInputShape>;

export function validateClientInput(input: unknown): Result<ClientInput> {
  const parsed = clientInputShape.safeParse(input ?? {});
  if (!parsed.success) return fail(firstIssue(parsed.error, messages.client.nameRequired));
  const client = parsed.data;
  if (!client.name) return fail(messages.client.nameRequired);
  if (client.website && !isHttpUrl(client.website)) return fail(messages.client.invalidWebsite);
  return ok(client);
}
