import { useState } from 'react';
import type { Result } from '../../domain/result.ts';
import { api, uploadFile } from '../api/client.ts';
import type { ManagedEntity } from '../entities.ts';
import { useAdminAction } from '../tabs/useAdminAction.ts';
import { resolveMediaChoices, uploadedChoice, type MediaChoice } from './media.ts';

interface SaveOptions<Input> {
  /** The form's rules; a failure is shown in the form and nothing is sent. */
  check: () => Result<Input> | Promise<Result<Input>>;
  /** Close the dialog once saved (SPEC section 2), before the success message. */
  onClose: () => void;
  /** After the success message: the list shows the saved row (SPEC section 2: and reloads). */
  onSaved: (saved: { id: string }) => void;
}

/**
 * The state and save flow shared by the staff, client and advertisement dialogs: typed values,
 * picture and video choices with their progress, the form's error, and saving through the one
 * admin action flow (session check, checks, uploads, request, message). `item` null adds.
 */
export function useEntityForm<Values extends object, MediaName extends string>(
  entity: ManagedEntity,
  item: { id: string } | null,
  initialValues: Values,
  initialMedia: Record<MediaName, MediaChoice>,
) {
  const verb = item ? 'update' : 'add';
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

  async function save<Input>(options: SaveOptions<Input>) {
    let input: Input | undefined;
    let saved: { id: string } | undefined;
    let done = false;
    setSaving(true);
    try {
      done = await runAction({
        signInFor: `${verb} ${entity.itemsName}`,
        failure: { verb, object: entity.object },
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
          const body = { ...input!, ...urls };
          saved = await (item ? api<{ id: string }>('PUT', `${entity.path}/${item.id}`, body) : api<{ id: string }>('POST', entity.path, body));
        },
        onSuccess: options.onClose,
        successMessage: item ? entity.messages.updated : entity.messages.added,
      });
    } finally {
      setSaving(false);
      setProgress({});
    }
    if (done && saved) options.onSaved(saved);
  }

  /** What the dialog frame shows: its title, the form's error and whether a save is on its way. */
  const dialog = { title: `${item ? 'Edit' : 'Add'} ${entity.noun}`, error, saving };

  return { values, setValues, field, mediaField, dialog, save };
}
