import { clientsContent } from '../../domain/content/clients.ts';

/** The 'Our Client Commitment' block under the client cards on /clients, as shipped. */
const { heading, intro, promises } = clientsContent.defaults;
export const clientCommitment = { heading, intro, promises };
export type ClientCommitment = typeof clientCommitment;
