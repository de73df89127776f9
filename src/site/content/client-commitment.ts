import { z } from 'zod';

/** The 'Our Client Commitment' block under the client cards on /clients. */
const clientCommitmentSchema = z.object({
  heading: z.literal('Our Client Commitment'),
  intro: z.string().min(1),
  promises: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
});
export type ClientCommitment = z.infer<typeof clientCommitmentSchema>;

export const clientCommitment: ClientCommitment = clientCommitmentSchema.parse({
  heading: 'Our Client Commitment',
  intro: 'Whether you are a two-person shop or an established institution, you get the same care from first call to long after launch.',
  promises: [
    {
      title: 'Clear scope, clear price',
      text: 'We agree on what will be built and what it will cost before work starts, and we tell you early if anything changes.',
    },
    {
      title: 'Working software every fortnight',
      text: 'You see progress you can click through every two weeks, not a big reveal at the end.',
    },
    {
      title: 'Support after launch',
      text: 'We stay on call after go-live to fix issues, train your staff and plan the next improvements with you.',
    },
  ],
});
