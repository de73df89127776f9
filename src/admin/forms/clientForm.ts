import { validateClientInput, type Client, type ClientInput } from '../../domain/client.ts';
import type { Result } from '../../domain/result.ts';

/** What the client dialog edits; the logo is a separate media choice. */
export interface ClientFormValues {
  name: string;
  shortDescription: string;
  fullDescription: string;
  collaboration: string;
  impact: string;
  website: string;
}

export const emptyClientForm: ClientFormValues = {
  name: '',
  shortDescription: '',
  fullDescription: '',
  collaboration: '',
  impact: '',
  website: '',
};

export const clientFormFromClient = (client: Client): ClientFormValues => ({
  name: client.name,
  shortDescription: client.shortDescription,
  fullDescription: client.fullDescription,
  collaboration: client.collaboration,
  impact: client.impact,
  website: client.website,
});

/** SPEC section 5: name required and not blank; the website, when given, an http(s) address. */
export const checkClientForm = (values: ClientFormValues): Result<ClientInput> => validateClientInput(values);
