import { messages } from '../../domain/messages.ts';

/**
 * What an editor sees at the address of an owners' screen (a bookmark, a shared link): a plain
 * word instead of a screen whose every call the server would refuse.
 */
export function OwnersOnlyNotice() {
  return (
    <div className="alert alert-secondary" role="status">
      {messages.accounts.ownersOnlyScreen}
    </div>
  );
}
