/**
 * A whole form drawn from a zod object schema annotated with field-meta.ts: a group is a fieldset
 * with its legend, a list is an editor of entries ('Service 2') that are added, removed and moved
 * by buttons or by dragging, and every other field is a DefinedField. The problem of the last
 * check or save is shown beside its field, which takes the focus.
 */
import { createContext, useContext, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { innerSchema, metaOf } from '../../domain/field-meta.ts';
import type { TranslationStatus } from '../../domain/i18n/translation.ts';
import type { Language } from '../../domain/languages.ts';
import { MoveButtons, RowButton } from '../tabs/RowActions.tsx';
import { useDragToPlace } from '../ui/useDragToPlace.ts';
import { definedLeaf, isLeaf } from '../../domain/schema-reading.ts';
import { DefinedField } from './DefinedField.tsx';
import { listTexts } from './list-texts.ts';
import { TranslatedField } from './TranslatedField.tsx';
import { useFocusOnProblem, type FieldProblem } from './problem.ts';
import type { MediaChoice } from './media.ts';
import { groupFields, listOf } from '../../domain/schema-reading.ts';
import {
  hasField,
  isShownIn,
  newEntry,
  nodeAt,
  pathText,
  updateAt,
  withEntryMoved,
  withEntryPlaced,
  withoutEntry,
  type FormEntry,
  type FormGroup,
  type FormNode,
  type Path,
} from './schema-values.ts';

const say = listTexts;

/**
 * A form drawn in a language other than English: `value` is the translation's tree and `source`
 * the English one beside it (the same paths). Only the translatable texts are drawn, each beside
 * its English; lists keep the English entries (no adding, removing or moving here).
 */
export interface TranslationView {
  source: FormGroup;
  /** Each English text's status in the language, by path; a path not here is not translated. */
  status: ReadonlyMap<string, TranslationStatus>;
  /**
   * Draw only the texts that needed work when the translation was loaded or saved (as `saved`
   * says): a text being translated stays on screen though it is up to date as typed.
   */
  onlyNeedsWork: boolean;
  /** Each text's status as stored; `status` is as the form holds it now. */
  saved: ReadonlyMap<string, TranslationStatus>;
  language: Language;
}

/** The paths drawn in a translation: each text shown and every group and list above it. */
function shownPaths({ status, saved, onlyNeedsWork }: TranslationView): ReadonlySet<string> {
  const shown = new Set<string>();
  for (const path of status.keys()) {
    if (onlyNeedsWork && saved.get(path) === 'up-to-date') continue;
    const steps = path.split('.');
    for (let length = 1; length <= steps.length; length += 1) shown.add(steps.slice(0, length).join('.'));
  }
  return shown;
}

interface FormContext {
  change: (path: Path, change: (node: FormNode) => FormNode) => void;
  problem: FieldProblem | null;
  progress: Readonly<Record<string, number>>;
  disabled: boolean;
  /** Read out by screen readers: what a list button just did. */
  announce: (text: string) => void;
  translation: (TranslationView & { shown: ReadonlySet<string> }) | null;
}

const FormContext = createContext<FormContext | null>(null);

function useFormContext(): FormContext {
  const context = useContext(FormContext);
  if (!context) throw new Error('Form fields need a <SchemaForm> above them.');
  return context;
}

export interface SchemaFormProps {
  schema: z.ZodObject;
  value: FormGroup;
  /** Receives each change as an update of the latest value (several may come before a render). */
  onChange: (change: (value: FormGroup) => FormGroup) => void;
  problem: FieldProblem | null;
  /** 0 to 1 by picture path ('about.image.src') while its file uploads. */
  progress: Readonly<Record<string, number>>;
  /** While saving: every field and list button is disabled. */
  disabled: boolean;
  translation?: TranslationView;
}

export function SchemaForm({ schema, value, onChange, problem, progress, disabled, translation }: SchemaFormProps) {
  const root = useRef<HTMLFieldSetElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const context = useMemo<FormContext>(
    () => ({
      change: (path, change) => onChange((current) => updateAt(current, path, change) as FormGroup),
      problem,
      progress,
      disabled,
      announce: setAnnouncement,
      translation: translation ? { ...translation, shown: shownPaths(translation) } : null,
    }),
    [onChange, problem, progress, disabled, translation],
  );
  const shownBesideField = problem !== null && hasField(schema, value, problem.field);

  useFocusOnProblem(root, problem);

  return (
    <FormContext.Provider value={context}>
      {/* A disabled fieldset disables every control and button inside it at once. */}
      <fieldset ref={root} className="admin-schema-form" disabled={disabled}>
        {problem && !shownBesideField ? (
          <div className="alert alert-danger" role="alert" tabIndex={-1} data-problem>
            {problem.message}
          </div>
        ) : null}
        <GroupFields schema={schema} node={value} path={[]} />
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      </fieldset>
    </FormContext.Provider>
  );
}

interface NodeProps {
  schema: z.ZodType;
  node: FormNode;
  path: Path;
}

/** The fields of a group, side by side where their meta says 'half'. */
function GroupFields({ schema, node, path }: NodeProps) {
  const { translation } = useFormContext();
  const drawn = (name: string) => !translation || translation.shown.has(pathText([...path, name]));
  return (
    <div className="row">
      {groupFields(schema).map(([name, field]) =>
        isShownIn(metaOf(field), node as FormGroup) && drawn(name) ? <FieldNode key={name} schema={field} node={(node as FormGroup)[name]!} path={[...path, name]} /> : null,
      )}
    </div>
  );
}

function FieldNode({ schema, node, path, label }: NodeProps & { label?: string }) {
  if (isLeaf(schema)) return <LeafField schema={schema} node={node} path={path} label={label} />;
  return (
    <div className="col-12">
      {innerSchema(schema) instanceof z.ZodArray ? <ListEditor schema={schema} node={node} path={path} /> : <Group schema={schema} node={node} path={path} />}
    </div>
  );
}

function Group({ schema, node, path }: NodeProps) {
  const label = metaOf(schema)?.label;
  if (!label) return <GroupFields schema={schema} node={node} path={path} />;
  return (
    <fieldset className="admin-fieldset">
      <legend className="fs-6 fw-semibold">{label}</legend>
      <GroupFields schema={schema} node={node} path={path} />
    </fieldset>
  );
}

function LeafField({ schema, node, path, label }: NodeProps & { label?: string }) {
  const form = useFormContext();
  const key = pathText(path);
  const common = { schema, label, error: form.problem?.field === key ? form.problem.message : undefined };
  const { translation } = form;
  if (translation) {
    const status = translation.status.get(key);
    if (!status) return null;
    const english = nodeAt(translation.source, path) as string;
    return <TranslatedField {...common} path={key} english={english} value={node as string} onChange={(text) => form.change(path, () => text)} status={status} language={translation.language} />;
  }
  if (definedLeaf(schema).input === 'media') {
    const media = { choice: node as MediaChoice, onChange: (choice: MediaChoice) => form.change(path, () => choice), progress: form.progress[key] };
    return <DefinedField {...common} media={media} />;
  }
  return <DefinedField {...common} value={node as string} onChange={(text) => form.change(path, () => text)} />;
}

/** Where the focus goes once a list button's change is on screen. */
type PendingFocus = { key: string; direction: -1 | 1 } | { key: string; firstField: true } | { addButton: true };

/** A list: in English its editor, in a translation its entries to translate. */
function ListEditor({ schema, node, path }: NodeProps) {
  const form = useFormContext();
  if (form.translation) return <TranslatedList schema={schema} node={node} path={path} />;
  return <EntriesEditor schema={schema} node={node} path={path} />;
}

/** A list in a translation: the English entries in their order, each with its translatable texts, nothing to add, remove or move. */
function TranslatedList({ schema, node, path }: NodeProps) {
  const { translation } = useFormContext();
  const { item, meta } = listOf(schema);
  const itemLabel = meta?.itemLabel ?? meta?.label ?? '';
  const id = useId();
  return (
    <fieldset className="admin-fieldset">
      <legend className="fs-6 fw-semibold">{meta?.label}</legend>
      <ol className="list-unstyled mb-2">
        {(node as FormEntry[]).map((entry, index) => {
          const entryPath = [...path, index];
          if (!translation?.shown.has(pathText(entryPath))) return null;
          const name = `${itemLabel} ${index + 1}`;
          return (
            <li key={entry.key} className="admin-list-entry">
              {isLeaf(item) ? (
                <div className="row">
                  <FieldNode schema={item} node={entry.node} path={entryPath} label={name} />
                </div>
              ) : (
                <div role="group" aria-labelledby={`${id}-${index}`}>
                  <p id={`${id}-${index}`} className="fw-semibold mb-2">
                    {name}
                  </p>
                  <GroupFields schema={item} node={entry.node} path={entryPath} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

/**
 * A list of entries: 'Add Service' at the end, and on each entry 'Move Service 2 up/down' and
 * 'Remove Service 2' (the admin tables' buttons), plus a handle to drag it onto another entry's
 * place. The focus follows the entry a button moved, and every change is announced.
 */
function EntriesEditor({ schema, node, path }: NodeProps) {
  const form = useFormContext();
  const { item, min, max, meta } = listOf(schema);
  const entries = node as FormEntry[];
  const label = meta?.label ?? '';
  const itemLabel = meta?.itemLabel ?? label;
  const entryName = (index: number) => `${itemLabel} ${index + 1}`;
  const error = form.problem?.field === pathText(path) ? form.problem.message : undefined;
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  // An entry is draggable only while its handle is held, so text in its fields can still be selected.
  const [heldEntry, setHeldEntry] = useState<string | null>(null);

  const change = (update: (entries: FormEntry[]) => FormEntry[]) => form.change(path, (current) => update(current as FormEntry[]));

  function add() {
    const entry = newEntry(item);
    change((current) => [...current, entry]);
    pendingFocus.current = { key: entry.key, firstField: true };
    form.announce(say.added(entryName(entries.length)));
  }

  function remove(entry: FormEntry, index: number) {
    change((current) => withoutEntry(current, entry.key));
    pendingFocus.current = { addButton: true };
    form.announce(say.removed(entryName(index)));
  }

  function move(entry: FormEntry, index: number, direction: -1 | 1) {
    change((current) => withEntryMoved(current, entry.key, direction));
    pendingFocus.current = { key: entry.key, direction };
    form.announce(say.moved(entryName(index + direction)));
  }

  function place(dragged: FormEntry, target: FormEntry) {
    const to = entries.indexOf(target);
    change((current) => withEntryPlaced(current, dragged.key, target.key));
    form.announce(say.moved(entryName(to)));
  }

  const drag = useDragToPlace(entries, (entry) => entry.key, form.disabled ? undefined : place);

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (!pending) return;
    if ('addButton' in pending) {
      addButton.current?.focus();
      return;
    }
    const entry = list.current?.querySelector(`[data-entry="${pending.key}"]`);
    if (!entry) return;
    if ('firstField' in pending) {
      entry.querySelector<HTMLElement>('input, textarea, select')?.focus();
      return;
    }
    // The same arrow again, unless the entry reached the end it points to.
    const [up, down] = entry.querySelectorAll<HTMLButtonElement>('.btn-group button');
    const wanted = pending.direction < 0 ? up : down;
    (wanted?.disabled ? (pending.direction < 0 ? down : up) : wanted)?.focus();
  }, [entries]);

  const hint = [meta?.hint, say.listSize(min, max), entries.length > 1 ? say.listOrder : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="admin-fieldset" aria-describedby={`${id}-hint`}>
      <legend className="fs-6 fw-semibold">
        {label}
        {min > 0 ? (
          <span className="text-danger" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </legend>
      <p id={`${id}-hint`} className="form-text mt-0">
        {hint}
      </p>
      {error ? (
        <div className="invalid-feedback d-block mb-2" tabIndex={-1} data-problem>
          {error}
        </div>
      ) : null}
      {entries.length === 0 ? <p className="small text-body-secondary">{say.empty}</p> : null}
      <ol ref={list} className="list-unstyled mb-2">
        {entries.map((entry, index) => {
          const name = entryName(index);
          const headingId = `${id}-${entry.key}`;
          const entryPath = [...path, index];
          const buttons = (
            <div className="d-flex flex-wrap gap-1">
              <MoveButtons subject={name} onMove={(direction) => move(entry, index, direction)} isFirst={index === 0} isLast={index === entries.length - 1} />
              <RowButton label={say.remove} subject={name} variant="danger" onClick={() => remove(entry, index)} disabled={entries.length <= min} />
            </div>
          );
          const handle =
            entries.length > 1 ? (
              <span
                className="admin-drag-handle"
                aria-hidden="true"
                title={say.dragHandle}
                onPointerDown={() => setHeldEntry(entry.key)}
                onPointerUp={() => setHeldEntry(null)}
              >
                ⠿
              </span>
            ) : null;
          return (
            <li
              key={entry.key}
              data-entry={entry.key}
              className={`admin-list-entry ${drag.itemState(entry)}`}
              {...drag.itemProps(entry)}
              draggable={heldEntry === entry.key}
              onDragEndCapture={() => setHeldEntry(null)}
            >
              {isLeaf(item) ? (
                // One field: its label names the entry, the buttons sit beside it.
                <div className="d-flex align-items-end gap-2">
                  {handle ? <div className="pb-3">{handle}</div> : null}
                  <div className="row flex-grow-1">
                    <FieldNode schema={item} node={entry.node} path={entryPath} label={name} />
                  </div>
                  <div className="pb-3">{buttons}</div>
                </div>
              ) : (
                <div role="group" aria-labelledby={headingId}>
                  <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                    {handle}
                    <span id={headingId} className="fw-semibold me-auto">
                      {name}
                    </span>
                    {buttons}
                  </div>
                  <GroupFields schema={item} node={entry.node} path={entryPath} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <button ref={addButton} type="button" className="btn btn-outline-primary btn-sm" onClick={add} disabled={entries.length >= max}>
        {say.add(itemLabel)}
      </button>
    </fieldset>
  );
}
