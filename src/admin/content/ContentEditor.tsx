/**
 * One site content document's editor: its form drawn from the definition, Save draft, Preview
 * (the public page with the draft, in a new tab), Publish and the revisions. Leaving with unsaved
 * changes asks first.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { ContentDefinition } from '../../domain/content/index.ts';
import { messages } from '../../domain/messages.ts';
import { failureMessage } from '../api/client.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { useBanner } from '../login/banner.ts';
import { navigate, useLeaveGuard } from '../navigation.tsx';
import { useDialogs } from '../ui/dialogs.tsx';
import { formatDateTime } from '../ui/format.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { contentListHref, pagesOf, previewHref } from './links.ts';
import { RevisionsDialog, type Revision } from './RevisionsDialog.tsx';
import { useContentDocument } from './useContentDocument.ts';
import { editorTexts } from './editor-texts.ts';
import { contentMessages } from '../../domain/content/messages.ts';

const say = editorTexts;

export function ContentEditor({ definition, dashboard }: { definition: ContentDefinition; dashboard: string }) {
  const content = useContentDocument(definition);
  const { confirm } = useDialogs();
  const [banner, showBanner] = useBanner(null);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const listHref = contentListHref(dashboard);
  const { state, form, dirty, busy } = content;

  const confirmLeave = useCallback(() => confirm(messages.admin.confirmTitle, say.confirmLeave), [confirm]);
  useLeaveGuard(dirty, confirmLeave);

  // Opened from the list: a screen reader starts at the document's name.
  useEffect(() => heading.current?.focus(), []);

  async function saveDraft(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (await content.saveDraft()) showBanner({ kind: 'success', text: contentMessages.saved });
  }

  async function publish() {
    if (await content.publish()) showBanner({ kind: 'success', text: contentMessages.published });
  }

  /** Unsaved changes are saved first, so the preview shows what is on the screen. */
  async function preview(event: MouseEvent<HTMLAnchorElement>, href: string) {
    if (!dirty) return;
    event.preventDefault();
    if (await content.saveDraft()) window.open(href, '_blank', 'noopener');
  }

  async function restore(revision: Revision) {
    setRevisionsOpen(false);
    if (await content.restore(revision, formatDateTime(revision.publishedAt))) showBanner({ kind: 'success', text: contentMessages.restored });
  }

  const status = state
    ? [state.draft ? say.draftWaiting : say.upToDate, state.updatedAt ? say.lastChange(formatDateTime(state.updatedAt), state.updatedBy ?? say.someone) : '']
        .filter(Boolean)
        .join(' ')
    : '';

  return (
    <div>
      <p className="mb-2">
        <a
          href={listHref}
          className="admin-back-link"
          onClick={(event) => {
            event.preventDefault();
            navigate(listHref);
          }}
        >
          <span aria-hidden="true">← </span>
          {say.allDocuments}
        </a>
      </p>
      <h2 ref={heading} tabIndex={-1} className="h4 mb-1">
        {definition.title}
      </h2>
      <p className="small text-body-secondary mb-3">
        {dirty ? <span className="badge text-bg-warning me-2">{say.unsaved}</span> : null}
        {status}
      </p>
      <div role="status" aria-live="polite">
        {banner ? <div className="alert alert-success">{banner.text}</div> : null}
      </div>
      {content.loadError ? (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="me-auto">{failureMessage('load', definition.title, content.loadError)}</span>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={content.load}>
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
            {pagesOf(definition).map((page, index) => (
              <a
                key={page}
                className="btn btn-outline-primary"
                href={previewHref(page)}
                target="_blank"
                rel="noopener"
                aria-describedby="content-preview-hint"
                onClick={(event) => void preview(event, previewHref(page))}
              >
                {index === 0 ? say.preview : `${say.preview} ${page}`}
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
            {say.previewHint}
          </p>
          <div className="card border-0 shadow-sm">
            <div className="card-body">
              <SchemaForm schema={definition.schema} value={form} onChange={content.change} problem={content.problem} progress={content.progress} disabled={busy !== null} />
            </div>
          </div>
        </form>
      ) : content.loadError ? null : (
        <Spinner />
      )}
      {revisionsOpen ? <RevisionsDialog contentKey={definition.key} title={definition.title} onRestore={(revision) => void restore(revision)} onClose={() => setRevisionsOpen(false)} /> : null}
    </div>
  );
}
