import { useCallback } from 'react';
import { messages } from '../../domain/messages.ts';
import { failureMessage } from '../api/client.ts';
import { useDialogs } from '../ui/dialogs.tsx';
import { useSession } from '../session.tsx';

export interface AdminAction {
  /** Completes 'Please log in to ...', e.g. 'delete team members'. */
  signInFor: string;
  /** Asked first when the action destroys something; Cancel stops it. */
  confirmMessage?: string;
  /** Checks the input after the session check; false stops (the form shows its own error). */
  validate?: () => boolean | Promise<boolean>;
  /** The verb and object of the failure message: 'Failed to {verb} {object}: HTTP error! ...'. */
  failure: { verb: string; object: string };
  perform: () => Promise<unknown>;
  /** Shown in the message dialog after success. */
  successMessage?: string;
  /** Runs just before the request: show the change at once. */
  beforeRequest?: () => void;
  /** Runs after the request, whatever happened: bring the list back in line with the server. */
  afterRequest?: () => void;
  /** Runs after success, before the success message (e.g. close the form). */
  onSuccess?: () => void;
  /** Sees a failure first; true when the screen shows it itself (a field's rule), so no 'Error' dialog. */
  handleFailure?: (error: unknown) => boolean;
}

/**
 * The one way every admin action runs (docs/product.md#access and #messages): check the session,
 * confirm when destructive, perform, then report success or the failure in the product's format.
 * Resolves true when the action was performed and succeeded.
 */
export function useAdminAction() {
  const { ensureSignedIn } = useSession();
  const { showError, showSuccess, confirm } = useDialogs();

  return useCallback(
    async (action: AdminAction): Promise<boolean> => {
      if (!(await ensureSignedIn(action.signInFor))) return false;
      if (action.confirmMessage && !(await confirm(messages.admin.confirmTitle, action.confirmMessage))) {
        return false;
      }
      if (action.validate && !(await action.validate())) return false;
      action.beforeRequest?.();
      try {
        await action.perform();
      } catch (error) {
        action.afterRequest?.();
        if (!action.handleFailure?.(error)) await showError(failureMessage(action.failure.verb, action.failure.object, error));
        return false;
      }
      action.afterRequest?.();
      action.onSuccess?.();
      if (action.successMessage) await showSuccess(action.successMessage);
      return true;
    },
    [ensureSignedIn, confirm, showError, showSuccess],
  );
}
