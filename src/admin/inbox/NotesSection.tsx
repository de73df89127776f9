import { useState, type FormEvent } from 'react';
import { inboxLimits } from '../../domain/inbox-limits.ts';
import type { InboxNote } from '../../domain/inbox.ts';
import { messages } from '../../domain/messages.ts';
import { TextAreaField } from '../forms/fields.tsx';
import { formatDateTime } from '../ui/format.ts';
import { ActionButton } from './ActionButton.tsx';
import { inboxTexts as say } from './inbox-texts.ts';
import { Section } from './Section.tsx';
import type { UnsentText } from './useUnsentText.ts';

interface NotesSectionProps {
  notes: readonly InboxNote[];
  text: UnsentText;
  /** Resolves true once the note is on the record. */
  add: (text: string) => Promise<boolean>;
}

/** The staff's own notes on the record, oldest first, and a form for another. */
export function NotesSection({ notes, text, add }: NotesSectionProps) {
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (adding) return;
    if (!text.value.trim()) {
      setProblem(messages.inbox.noteRequired);
      return;
    }
    setProblem(undefined);
    setAdding(true);
    const added = await add(text.value);
    setAdding(false);
    if (added) text.clear();
  }

  return (
    <Section title={say.notesTitle}>
      {notes.length ? (
        <ol className="list-unstyled mb-3">
          {notes.map((note) => (
            <li key={note.id} className="border-start border-4 border-warning-subtle ps-3 mb-3">
              <p className="small text-body-secondary mb-1">
                {say.noteByBefore(note.author)}
                <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
              <p className="inbox-text mb-0" dir="auto">
                {note.text}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-body-secondary">{say.noNotes}</p>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={adding}>
        <TextAreaField
          label={say.noteLabel}
          hint={say.noteHint}
          value={text.value}
          onChange={(value) => {
            text.set(value);
            setProblem(undefined);
          }}
          error={problem}
          maxLength={inboxLimits.note}
          rows={3}
        />
        <ActionButton submit className="btn btn-outline-secondary" busy={adding}>
          {adding ? say.adding : say.addNote}
        </ActionButton>
      </form>
    </Section>
  );
}
