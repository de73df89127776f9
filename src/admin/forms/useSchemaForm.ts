/**
 * The state every form of the admin keeps, whatever it edits (an entity in a dialog, a site
 * content document on its page): the values as a tree beside the definition's schema
 * (schema-values.ts), the refusal shown beside its field, the progress of each upload and the one
 * way chosen files are uploaded before a save. SchemaForm draws it.
 */
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { uploadFile } from '../api/client.ts';
import { serverProblemOf, type FieldProblem } from './problem.ts';
import { uploadChosenMedia, type FormGroup } from './schema-values.ts';

export function useSchemaForm(schema: z.ZodObject, initial: FormGroup | null) {
  const [form, setForm] = useState<FormGroup | null>(initial);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [progress, setProgress] = useState<Record<string, number>>({});

  const change = useCallback((update: (value: FormGroup) => FormGroup) => setForm((current) => (current ? update(current) : current)), []);

  /** Uploads the files chosen in `current`; resolves the form holding their stored URLs. */
  async function uploadMedia(current: FormGroup): Promise<FormGroup> {
    try {
      return await uploadChosenMedia(schema, current, uploadFile, {
        onProgress: (path, fraction) => setProgress((shown) => ({ ...shown, [path]: fraction })),
        onStored: setForm,
      });
    } finally {
      setProgress({});
    }
  }

  /** Shows a server's refusal of one field beside it; false for any other failure. */
  const refuse = (error: unknown) => {
    const refused = serverProblemOf(error);
    if (refused) setProblem(refused);
    return refused !== null;
  };

  return { schema, form, setForm, change, problem, setProblem, progress, uploadMedia, refuse };
}

export type SchemaFormState = ReturnType<typeof useSchemaForm>;
