/**
 * The translators' file in the Translations view: download the texts that need work in the
 * language, and upload the file filled in (all of it is taken, or nothing, with the row at fault
 * named).
 */
import { useId, useState, type FormEvent } from 'react';
import { translationFileMessages } from '../../domain/i18n/translation-file.ts';
import { languageOf, type TranslatedLanguage } from '../../domain/languages.ts';
import { api, ApiError, failureMessage } from '../api/client.ts';
import { useSession } from '../session.tsx';
import { translationEditorTexts as say } from './translation-editor-texts.ts';

export function TranslationFileActions({ language, onImported }: { language: TranslatedLanguage; onImported: () => void }) {
  const { ensureSignedIn } = useSession();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const name = languageOf(language).name;

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file || busy || !(await ensureSignedIn('import translations'))) return;
    setBusy(true);
    setOutcome(null);
    try {
      let content: unknown;
      try {
        content = JSON.parse(await file.text());
      } catch {
        setOutcome({ ok: false, text: translationFileMessages.invalidFile });
        return;
      }
      const { message } = await api<{ message: string }>('POST', `/translations/import?lang=${language}`, content);
      setOutcome({ ok: true, text: message });
      onImported();
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof ApiError && error.status === 400 ? error.serverMessage : failureMessage('import', say.translations, error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="card border-0 shadow-sm mb-3">
      <div className="card-body">
        <h3 className="h6">{say.fileHeading}</h3>
        <p className="small">{say.fileIntro}</p>
        <p>
          <a className="btn btn-outline-primary btn-sm" href={`/api/translations/export?lang=${language}`} download>
            {say.download(name)}
          </a>
        </p>
        <form className="d-flex flex-wrap align-items-end gap-2" onSubmit={(event) => void upload(event)}>
          <div>
            <label htmlFor={id} className="form-label small mb-1">
              {say.fileLabel}
            </label>
            <input id={id} type="file" accept="application/json,.json" className="form-control form-control-sm" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={!file || busy}>
            {busy ? say.importing : say.importFile}
          </button>
        </form>
        <div role="status" aria-live="polite">
          {outcome?.ok ? <p className="alert alert-success mt-2 mb-0">{outcome.text}</p> : null}
        </div>
        {outcome && !outcome.ok ? (
          <p className="alert alert-danger mt-2 mb-0" role="alert">
            {outcome.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
