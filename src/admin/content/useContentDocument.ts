/**
 * One site content document in the editor: loads it (the draft if there is one, else what is
 * published), holds the form and whether it changed, and saves, publishes and restores through
 * the admin's one action flow. A rule the server refuses lands beside its field; a version that
 * changed meanwhile is never overwritten: the editor is offered to reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentDefinition } from '../../domain/content/index.ts';
import { messages } from '../../domain/messages.ts';
import { api, ApiError, uploadFile } from '../api/client.ts';
import { resolveMediaChoices, uploadedChoice, type MediaChoice } from '../forms/media.ts';
import {
  firstProblem,
  fromForm,
  mediaIn,
  pathText,
  pathSteps,
  toForm,
  updateAt,
  type FieldProblem,
  type FormGroup,
} from '../forms/schema-values.ts';
import { useAdminAction } from '../tabs/useAdminAction.ts';
import { useDialogs } from '../ui/dialogs.tsx';
import { editorTexts } from './editor-texts.ts';

/** GET /api/content/{key} as a signed-in caller receives it. */
export interface ContentState {
  key: string;
  version: number;
  published: unknown;
  draft: unknown;
  updatedAt: string | null;
  updatedBy: string | null;
}

const say = editorTexts;
const documentPath = (key: string) => `/content/${encodeURIComponent(key)}`;

export function useContentDocument(definition: ContentDefinition) {
  const { key, schema, title } = definition;
  const runAction = useAdminAction();
  const { confirm } = useDialogs();
  const [state, setState] = useState<ContentState | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [form, setForm] = useState<FormGroup | null>(null);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [busy, setBusy] = useState<'saving' | 'publishing' | null>(null);
  const [progress, setProgress] = useState<Record<string, number>>({});
  // The version to send: a publish right after a save needs the saved one, before any render.
  const latest = useRef<ContentState | null>(null);

  /** Shows the document as the server holds it now; unsaved changes are dropped. */
  const show = useCallback(
    (next: ContentState) => {
      latest.current = next;
      setState(next);
      setForm(toForm(schema, next.draft ?? next.published) as FormGroup);
      setDirty(false);
      setProblem(null);
    },
    [schema],
  );

  const load = useCallback(() => {
    setLoadError(null);
    api<ContentState>('GET', documentPath(key)).then(show, setLoadError);
  }, [key, show]);
  useEffect(load, [load]);

  const change = useCallback((update: (value: FormGroup) => FormGroup) => {
    setForm((current) => (current ? update(current) : current));
    setDirty(true);
  }, []);

  /** A stale version (409): the editor may reload to see the other change; nothing is overwritten. */
  async function offerReload(error: ApiError) {
    if (await confirm(messages.admin.confirmTitle, `${error.serverMessage} ${say.confirmReload}`)) load();
  }

  const handleFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) return false;
    if (error.status === 409) {
      void offerReload(error);
      return true;
    }
    if (error.status === 400 && error.field !== undefined) {
      setProblem({ field: error.field, message: error.serverMessage });
      return true;
    }
    return false;
  };

  /** Uploads the chosen pictures, then stores the form as the draft. Resolves whether it was saved. */
  async function saveDraft(): Promise<boolean> {
    const version = latest.current?.version;
    if (!form || version === undefined) return false;
    let current = form;
    setBusy('saving');
    try {
      return await runAction({
        signInFor: 'save site content',
        failure: { verb: 'save', object: title },
        validate: () => {
          const found = firstProblem(schema, current);
          setProblem(found);
          return found === null;
        },
        perform: async () => {
          const media = Object.fromEntries(mediaIn(schema, current).map(({ path, choice }) => [pathText(path), choice])) as Record<string, MediaChoice>;
          await resolveMediaChoices(media, uploadFile, {
            onProgress: (path, fraction) => setProgress((shown) => ({ ...shown, [path]: fraction })),
            onUploaded: (path, url) => {
              // Kept at once, so a failed save never uploads the same file twice.
              current = updateAt(current, pathSteps(path), (choice) => uploadedChoice(choice as MediaChoice, url)) as FormGroup;
              setForm(current);
            },
          });
          const saved = await api<ContentState>('PUT', documentPath(key), { version, draft: fromForm(schema, current) });
          show(saved);
        },
        handleFailure,
      });
    } finally {
      setBusy(null);
      setProgress({});
    }
  }

  /** Saves what changed, then makes the draft what the site shows. */
  async function publish(): Promise<boolean> {
    if (dirty && !(await saveDraft())) return false;
    setBusy('publishing');
    try {
      return await runAction({
        signInFor: 'publish site content',
        failure: { verb: 'publish', object: title },
        perform: async (): Promise<void> => {
          show(await api<ContentState>('POST', `${documentPath(key)}/publish`, { version: latest.current?.version }));
        },
        handleFailure,
      });
    } finally {
      setBusy(null);
    }
  }

  /** Makes a published version the draft again (the site changes only once it is published). */
  async function restore(revision: { id: string; publishedAt: string }, when: string): Promise<boolean> {
    const question = dirty ? `${say.confirmRestore(when)} ${say.confirmRestoreUnsaved}` : say.confirmRestore(when);
    return runAction({
      signInFor: 'restore site content',
      confirmMessage: question,
      failure: { verb: 'restore', object: title },
      perform: async (): Promise<void> => {
        show(await api<ContentState>('POST', `${documentPath(key)}/revisions/${encodeURIComponent(revision.id)}/restore`, { version: latest.current?.version }));
      },
      handleFailure,
    });
  }

  return { state, loadError, load, form, change, dirty, problem, busy, progress, saveDraft, publish, restore };
}
