import { useState } from 'react';
import type { Result } from '../../domain/result.ts';
import { uploadFile } from '../api/client.ts';
import { useAdminAction } from '../tabs/useAdminAction.ts';
import { resolveMediaChoices, uploadedChoice, type MediaChoice } from './media.ts';

interface SaveOptions<Input> {
  /** Completes 'Please log in to ...', e.g. 'add team members'. */
  signInFor: string;
  failure: { verb: string; object: string };
  /** The form's rules; a failure is shown in the form and nothing is sent. */
  check: () => Result<Input> | Promise<Result<Input>>;
  send: (body: Input & Record<string, string>) => Promise<unknown>;
  successMessage: string;
  /** Close the dialog and reload the list (SPEC section 2). */
  onSaved: () => void;
}

/**
 * The state and save flow shared by the staff, client and advertisement dialogs: typed values,
 * picture and video choices with their progress, the form's error, and saving through the one
 * admin action flow (session check, checks, uploads, request, message).
 */
export function useEntityForm<Values extends object, MediaName extends string>(
  initialValues: Values,
  initialMedia: Record<MediaName, MediaChoice>,
) {
  const runAction = useAdminAction();
  const [values, setValues] = useState(initialValues);
  const [media, setMedia] = useState(initialMedia);
  const [progress, setProgress] = useState<Partial<Record<MediaName, number>>>({});
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const field = <Key extends keyof Values>(key: Key) => ({
    value: values[key],
    onChange: (value: Values[Key]) => setValues((current) => ({ ...current, [key]: value })),
    disabled: saving,
  });

  const mediaField = (name: MediaName) => ({
    choice: media[name],
    onChange: (choice: MediaChoice) => setMedia((current) => ({ ...current, [name]: choice })),
    progress: progress[name],
    disabled: saving,
  });

  async function save<Input extends object>(options: SaveOptions<Input>) {
    let input: Input | undefined;
    setSaving(true);
    try {
      await runAction({
        signInFor: options.signInFor,
        failure: options.failure,
        validate: async () => {
          const checked = await options.check();
          setError(checked.ok ? '' : checked.error);
          if (checked.ok) input = checked.value;
          return checked.ok;
        },
        perform: async () => {
          const urls = await resolveMediaChoices(media, uploadFile, {
            onProgress: (name, fraction) => setProgress((current) => ({ ...current, [name]: fraction })),
            onUploaded: (name, url) => setMedia((current) => ({ ...current, [name]: uploadedChoice(current[name], url) })),
          });
          return options.send({ ...input!, ...urls });
        },
        onSuccess: options.onSaved,
        successMessage: options.successMessage,
      });
    } finally {
      setSaving(false);
      setProgress({});
    }
  }

  return { values, setValues, field, mediaField, error, saving, save };
}
