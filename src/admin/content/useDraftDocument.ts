/**
 * A document edited as a draft and then published, in English or in a translation: loads it,
 * holds the form and whether it changed, and saves and publishes through the admin's one action
 * flow. A rule the server refuses lands beside its field; a version that changed meanwhile is
 * never overwritten: the editor is offered to reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { api, ApiError } from '../api/client.ts';
import type { FormGroup } from '../forms/schema-values.ts';
import { useSchemaForm } from '../forms/useSchemaForm.ts';
import { useAdminAction, type AdminAction } from '../tabs/useAdminAction.ts';
import { useDialogs } from '../ui/dialogs.tsx';
import { editorTexts } from './editor-texts.ts';

const say = editorTexts;

/** What every draft document's API answers: its version, its draft (null when none) and its last change. */
export interface DraftState {
  version: number;
  draft: unknown;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface DraftDocumentOptions<S extends DraftState> {
  /** The API path of the document: GET and PUT it, POST `${path}/publish`. */
  path: string;
  schema: z.ZodObject;
  /** The document's name in failure messages. */
  title: string;
  /** What a sign-in is asked for: 'save site content'… */
  signInFor: { save: string; publish: string; restore: string };
  /** The form's tree for the state loaded (its draft, else what is published). */
  formOf: (state: S) => FormGroup;
  /** The draft to send for the form, its chosen files uploaded. */
  draftOf: (form: FormGroup, state: S) => unknown;
  /** The form's own check before a save: whether it may be sent. */
  check?: (form: FormGroup) => boolean;
  /** Asked once the draft is saved, before it is published: false stops the publish (the editor cancelled). */
  beforePublish?: () => Promise<boolean>;
}

export function useDraftDocument<S extends DraftState>({ path, schema, title, signInFor, formOf, draftOf, check, beforePublish }: DraftDocumentOptions<S>) {
  const runAction = useAdminAction();
  const { confirm } = useDialogs();
  const [state, setState] = useState<S | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const fields = useSchemaForm(schema, null);
  const { form, setForm, setProblem } = fields;
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<'saving' | 'publishing' | 'scheduling' | null>(null);
  // The version to send: a publish right after a save needs the saved one, before any render.
  const latest = useRef<S | null>(null);
  // The latest options without reloading when a caller passes new functions each render.
  const shape = useRef({ formOf, draftOf });
  shape.current = { formOf, draftOf };

  /** Shows the document as the server holds it now; unsaved changes are dropped. */
  const show = useCallback(
    (next: S) => {
      latest.current = next;
      setState(next);
      setForm(shape.current.formOf(next));
      setDirty(false);
      setProblem(null);
    },
    [setForm, setProblem],
  );

  const load = useCallback(() => {
    setLoadError(null);
    api<S>('GET', path).then(show, setLoadError);
  }, [path, show]);
  useEffect(load, [load]);

  const { change: changeForm } = fields;
  const change = useCallback(
    (update: (value: FormGroup) => FormGroup) => {
      changeForm(update);
      setDirty(true);
    },
    [changeForm],
  );

  /** A stale version (409): the editor may reload to see the other change; nothing is overwritten. */
  async function offerReload(error: ApiError) {
    if (await confirm(messages.admin.confirmTitle, `${error.serverMessage} ${say.confirmReload}`)) load();
  }

  const handleFailure = (error: unknown) => {
    if (fields.refuse(error)) return true;
    if (error instanceof ApiError && error.status === 409) {
      void offerReload(error);
      return true;
    }
    return false;
  };

  /** A write on the document after its draft is saved: `request` gets the version it is based on; its answer is shown. */
  function perform(action: Omit<AdminAction, 'perform' | 'handleFailure'>, request: (version: number | undefined) => Promise<S>): Promise<boolean> {
    return runAction({ ...action, perform: async () => show(await request(latest.current?.version)), handleFailure });
  }

  /** Makes a published version the draft again (the site changes only once it is published). */
  function restore(revision: { id: string }, when: string): Promise<boolean> {
    return perform(
      {
        signInFor: signInFor.restore,
        confirmMessage: dirty ? `${say.confirmRestore(when)} ${say.confirmRestoreUnsaved}` : say.confirmRestore(when),
        failure: { verb: 'restore', object: title },
      },
      (version) => api<S>('POST', `${path}/revisions/${encodeURIComponent(revision.id)}/restore`, { version }),
    );
  }

  /** Uploads the chosen pictures, then stores the form as the draft. Resolves whether it was saved. */
  async function saveDraft(): Promise<boolean> {
    const current = latest.current;
    if (!form || !current) return false;
    setBusy('saving');
    try {
      return await runAction({
        signInFor: signInFor.save,
        failure: { verb: 'save', object: title },
        validate: () => !check || check(form),
        perform: async () => {
          const uploaded = await fields.uploadMedia(form);
          show(await api<S>('PUT', path, { version: current.version, draft: shape.current.draftOf(uploaded, current) }));
        },
        handleFailure,
      });
    } finally {
      setBusy(null);
    }
  }

  /** Saves what changed, asks `beforePublish`, then makes the draft what the site shows. */
  async function publish(): Promise<boolean> {
    if (dirty && !(await saveDraft())) return false;
    setBusy('publishing');
    try {
      return await perform({ signInFor: signInFor.publish, failure: { verb: 'publish', object: title }, validate: beforePublish }, (version) =>
        api<S>('POST', `${path}/publish`, { version }),
      );
    } finally {
      setBusy(null);
    }
  }

  /**
   * Saves what changed, then has the draft as it is published at `at` (an ISO time; English
   * documents only, decision 257). A refusal of the time goes to `onTimeRefused`, beside its input.
   */
  async function schedule(at: string, onTimeRefused: (message: string) => void): Promise<boolean> {
    if (dirty && !(await saveDraft())) return false;
    setBusy('scheduling');
    try {
      return await runAction({
        signInFor: signInFor.publish,
        failure: { verb: 'schedule', object: title },
        validate: beforePublish,
        perform: async () => show(await api<S>('POST', `${path}/publish`, { version: latest.current?.version, at })),
        handleFailure: (error) => {
          if (!(error instanceof ApiError && error.field === 'at')) return handleFailure(error);
          onTimeRefused(error.serverMessage);
          return true;
        },
      });
    } finally {
      setBusy(null);
    }
  }

  /** Drops the publish scheduled for the document; the draft stays. */
  function cancelSchedule(): Promise<boolean> {
    return perform({ signInFor: signInFor.publish, failure: { verb: 'cancel the scheduled publish of', object: title } }, () => api<S>('DELETE', `${path}/schedule`));
  }

  return { path, state, loadError, load, form, change, dirty, problem: fields.problem, setProblem, busy, progress: fields.progress, saveDraft, publish, restore, schedule, cancelSchedule };
}

/** What an editing surface reads and calls of a draft document, whatever its state's shape. */
export type DraftDocument = ReturnType<typeof useDraftDocument>;
