import { inboxLimits } from '../../src/domain/inbox-limits.ts';
import { sweepTrash } from '../../src/server/api/inbox-trash.server.ts';
import type { AppContext } from '../../src/server/context.server.ts';
import { deletedSubmissions } from '../../src/server/db/schema.server.ts';

/** Makes every delete so far too old to undo, as if the undo's time had passed. */
export const endUndoTime = (context: AppContext) =>
  context.db.update(deletedSubmissions).set({ deletedAt: new Date(Date.now() - (inboxLimits.undoSeconds + 1) * 1000) });

/** The undo's time passes and the sweep erases what was deleted, releasing its files. */
export async function sweepAfterUndoTime(context: AppContext): Promise<void> {
  await endUndoTime(context);
  await sweepTrash(context);
}
