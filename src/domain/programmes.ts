import { applyContent, type ApplyContent } from './content/apply.ts';

/** The choices of the application form: the titles of the programmes an 'apply' document offers, in its order. */
export const programmeTitles = (apply: Pick<ApplyContent, 'programmes'>): string[] => apply.programmes.map((programme) => programme.title);

/** The programmes a fresh install offers. */
export const shippedProgrammeTitles: readonly string[] = programmeTitles(applyContent.defaults);

let offered: () => readonly string[] = () => shippedProgrammeTitles;

/** The programme titles an application may name now: the published ones once the server says where they are. */
export const offeredProgrammes = (): readonly string[] => offered();

/**
 * Points the check of an application's programme at the published 'apply' document. The check is
 * part of the inquiry collection's shared rules, which the server's routes call with nothing but
 * the submitted fields, so the server tells them once, at start-up, where the published titles
 * are read (src/server/app.server.ts). Until then, the shipped programmes.
 */
export function offerProgrammesFrom(source: () => readonly string[]): void {
  offered = source;
}
