/**
 * A draft document's editing surface, in English or in a translation: its status, the outcome
 * banner, Save draft, Preview (the public page with the draft, in a new tab), Publish, Revisions,
 * and the form drawn from the definition. Leaving with unsaved changes asks first.
 */
import { useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import type { ContentRevision } from '../../domain/content/content-api.ts';
import type { z } from 'zod';
import { contentMessages } from '../../domain/content/messages.ts';
import { failureMessage } from '../api/client.ts';
import { SchemaForm, type TranslationView } from '../forms/SchemaForm.tsx';
import { useBanner } from '../login/banner.ts';
import { formatDateTime } from '../ui/format.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { useUnsavedChanges } from '../ui/useUnsavedChanges.ts';
import { editorTexts } from './editor-texts.ts';
import { RevisionsDialog } from './RevisionsDialog.tsx';
import type { DraftDocument } from './useDraftDocument.ts';

const say = editorTexts;

export interface DocumentFormProps {
  document: DraftDocument;
  schema: z.ZodObject;
  title: string;
  /** The pages to preview the draft on, with their buttons' words. */
  previews: readonly { label: string; href: string }[];
  previewHint: string;
  /** The status line's words: a draft is waiting, or the site shows it as it is. */
  statusWords: { draftWaiting: string; upToDate: string };
  translation?: TranslationView;
  /** Drawn between the actions and the form (a translation's filter). */
  children?: ReactNode;
}

export function DocumentForm({ document, schema, title, previews, previewHint, statusWords, translation, children }: DocumentFormProps) {
  const [banner, showBanner] = useBanner(null);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const { state, form, dirty, busy } = document;

  useUnsavedChanges(dirty);

  async function saveDraft(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (await document.saveDraft()) showBanner({ kind: 'success', text: contentMessages.saved });
  }

  async function publish() {
    if (await document.publish()) showBanner({ kind: 'success', text: contentMessages.published });
  }

  async function restore(revision: ContentRevision) {
    setRevisionsOpen(false);
    if (await document.restore(revision, formatDateTime(revision.publishedAt))) showBanner({ kind: 'success', text: contentMessages.restored });
  }

  /** Unsaved changes are saved first, so the preview shows what is on the screen. */
  async function preview(event: MouseEvent<HTMLAnchorElement>, href: string) {
    if (!dirty) return;
    event.preventDefault();
    if (await document.saveDraft()) window.open(href, '_blank', 'noopener');
  }

  const status = state
    ? [state.draft ? statusWords.draftWaiting : statusWords.upToDate, state.updatedAt ? say.lastChange(formatDateTime(state.updatedAt), state.updatedBy ?? say.someone) : '']
        .filter(Boolean)
        .join(' ')
    : '';

  return (
    <>
      <p className="small text-body-secondary mb-3">
        {dirty ? <span className="badge text-bg-warning me-2">{say.unsaved}</span> : null}
        {status}
      </p>
      <div role="status" aria-live="polite">
        {banner ? <div className="alert alert-success">{banner.text}</div> : null}
      </div>
      {document.loadError ? (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="me-auto">{failureMessage('load', title, document.loadError)}</span>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={document.load}>
            Try again
          </button>
        </div>
      ) : null}
      {form && state ? (
        // noValidate: the definition's own messages explain a missing or wrong field.
        <form noValidate onSubmit={saveDraft} aria-busy={busy !== null}>
          {/* Stays in reach while the form scrolls; white, as outline buttons need it for contrast. */}
          <div className="admin-editor-actions sticky-top d-flex flex-wrap gap-2 p-2 mb-2 shadow-sm">
            <button type="submit" className="btn btn-primary" disabled={busy !== null || !dirty}>
              {busy === 'saving' ? say.saving : say.saveDraft}
            </button>
            {previews.map(({ label, href }) => (
              <a
                key={href}
                className="btn btn-outline-primary"
                href={href}
                target="_blank"
                rel="noopener"
                aria-describedby="content-preview-hint"
                onClick={(event) => void preview(event, href)}
              >
                {label}
              </a>
            ))}
            <button type="button" className="btn btn-success" onClick={() => void publish()} disabled={busy !== null || (!dirty && !state.draft)}>
              {busy === 'publishing' ? say.publishing : say.publish}
            </button>
            <button type="button" className="btn btn-outline-secondary ms-md-auto" onClick={() => setRevisionsOpen(true)} disabled={busy !== null}>
              {say.revisions}
            </button>
          </div>
          <p id="content-preview-hint" className="small text-body-secondary">
            {previewHint}
          </p>
          {children}
          <div className="card border-0 shadow-sm">
            <div className="card-body">
              <SchemaForm schema={schema} value={form} onChange={document.change} problem={document.problem} progress={document.progress} disabled={busy !== null} translation={translation} />
            </div>
          </div>
        </form>
      ) : document.loadError ? null : (
        <Spinner />
      )}
      {revisionsOpen ? <RevisionsDialog path={document.path} title={title} onRestore={(revision) => void restore(revision)} onClose={() => setRevisionsOpen(false)} /> : null}
    </>
  );
}
