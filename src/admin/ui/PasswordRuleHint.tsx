import { passwordShortfall } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';

/**
 * Under a new password: the rule, and as the password is typed what it still lacks ("Add a
 * digit and a symbol…"), in a polite live region so a screen reader hears it without losing focus.
 */
export function PasswordRuleHint({ id, password }: { id: string; password: string }) {
  const lacking = password ? passwordShortfall(password) : '';
  return (
    <div id={id} className="form-text">
      {messages.passwordChange.hint}
      <span className="d-block text-danger-emphasis" aria-live="polite">
        {lacking}
      </span>
    </div>
  );
}
