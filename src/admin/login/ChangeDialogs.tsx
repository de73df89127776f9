/**
 * The two change requests, as configurations of ChangeRequestDialog: on the login page for any
 * account, and inside the admin for the signed-in one (same request, rules and verification).
 */
import { validateEmailChangeForm, validatePasswordChangeForm, type EmailChangeForm, type PasswordChangeForm } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';
import { api } from '../api/client.ts';
import { ChangeRequestDialog } from './ChangeRequestDialog.tsx';

interface DialogProps {
  onClose(): void;
  onRequested(message: string): void;
  /** The signed-in account's address: the admin's "Change my …", which does not ask whose account. */
  ownEmail?: string;
}

const whoseAccount = { name: 'emailToChange', label: 'Email of account to change', type: 'email', autoComplete: 'username' } as const;
/** The account field, unless the dialog is about the signed-in account's own. */
const askWhose = (ownEmail: string | undefined) => (ownEmail ? [] : [whoseAccount]);

export function ChangeEmailDialog(props: DialogProps) {
  return (
    <ChangeRequestDialog<EmailChangeForm & Record<string, string>>
      {...props}
      title={props.ownEmail ? messages.ownAccount.changeEmail : 'Change Email'}
      submitLabel="Request Email Change"
      empty={{ emailToChange: props.ownEmail ?? '', newEmail: '', confirmEmail: '' }}
      fields={[
        ...askWhose(props.ownEmail),
        { name: 'newEmail', label: 'New email', type: 'email', autoComplete: 'email' },
        { name: 'confirmEmail', label: 'Confirm new email', type: 'email', autoComplete: 'email' },
      ]}
      validate={validateEmailChangeForm}
      send={(form) => api('POST', '/requestEmailChange', { emailToChange: form.emailToChange.trim(), newEmail: form.newEmail.trim() })}
      failedPrefix={messages.emailChange.failedPrefix}
      failedDefault={messages.emailChange.failedDefault}
      requestedDefault={messages.emailChange.requested}
    />
  );
}

export function ChangePasswordDialog(props: DialogProps) {
  return (
    <ChangeRequestDialog<PasswordChangeForm & Record<string, string>>
      {...props}
      title={props.ownEmail ? messages.ownAccount.changePassword : 'Change Password'}
      submitLabel="Request Password Change"
      empty={{ emailToChange: props.ownEmail ?? '', newPassword: '', confirmPassword: '' }}
      fields={[
        ...askWhose(props.ownEmail),
        { name: 'newPassword', label: 'New password', type: 'password', autoComplete: 'new-password', passwordRule: true },
        { name: 'confirmPassword', label: 'Confirm new password', type: 'password', autoComplete: 'new-password' },
      ]}
      validate={validatePasswordChangeForm}
      send={(form) => api('POST', '/requestPasswordChange', { emailToChange: form.emailToChange.trim(), newPassword: form.newPassword })}
      failedPrefix={messages.passwordChange.failedPrefix}
      failedDefault={messages.passwordChange.failedDefault}
      requestedDefault={messages.passwordChange.requested}
    />
  );
}
