/** The two change requests of the login page, as configurations of ChangeRequestDialog. */
import { validateEmailChangeForm, validatePasswordChangeForm, type EmailChangeForm, type PasswordChangeForm } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';
import { api } from '../api/client.ts';
import { ChangeRequestDialog } from './ChangeRequestDialog.tsx';

interface DialogProps {
  onClose(): void;
  onRequested(message: string): void;
}

export function ChangeEmailDialog(props: DialogProps) {
  return (
    <ChangeRequestDialog<EmailChangeForm & Record<string, string>>
      {...props}
      title="Change Email"
      submitLabel="Request Email Change"
      empty={{ emailToChange: '', newEmail: '', confirmEmail: '' }}
      fields={[
        { name: 'emailToChange', label: 'Email of account to change', type: 'email', autoComplete: 'username' },
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
      title="Change Password"
      submitLabel="Request Password Change"
      empty={{ emailToChange: '', newPassword: '', confirmPassword: '' }}
      fields={[
        { name: 'emailToChange', label: 'Email of account to change', type: 'email', autoComplete: 'username' },
        { name: 'newPassword', label: 'New password', type: 'password', autoComplete: 'new-password', hint: messages.passwordChange.hint },
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
