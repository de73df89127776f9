/**
 * The values of a form built from a zod object schema (SchemaForm), kept as a tree beside the
 * schema: a group holds its fields by name, a list holds entries with a key of their own (so an
 * entry keeps its inputs and chosen files when it moves), a text field holds what is typed and a
 * picture field its MediaChoice. Paths are the document's: 'services.2.title'.
 */
import { z } from 'zod';
import { firstContentIssue } from '../../domain/content/walk.ts';
import { schemaAt } from '../../domain/field-issue.ts';
import { defaultValueOf, innerSchema, metaOf, type FieldMeta } from '../../domain/field-meta.ts';
import type { UploadKind } from '../../domain/media.ts';
import { movedOrder, placedOrder } from '../tabs/ordering.ts';
import { definedLeaf, groupFields, isLeaf, listOf } from '../../domain/schema-reading.ts';
import { formText, storedValue } from './form-text.ts';
import { mediaChoice, resolveMediaChoices, uploadedChoice, type MediaChoice } from './media.ts';
import type { FieldProblem } from './problem.ts';

export interface FormEntry {
  key: string;
  node: FormNode;
}
export type FormGroup = { [field: string]: FormNode };
export type FormNode = string | MediaChoice | FormGroup | FormEntry[];

export type Path = readonly (string | number)[];
export const pathText = (path: Path) => path.join('.');

let lastKey = 0;
const nextKey = () => `entry-${++lastKey}`;

const isMedia = (schema: z.ZodType) => isLeaf(schema) && definedLeaf(schema).input === 'media';

/** The form's tree for a stored document or item (a missing value reads as its default, or empty). */
export function toForm(schema: z.ZodType, stored: unknown): FormNode {
  if (isLeaf(schema)) {
    const leaf = definedLeaf(schema);
    if (leaf.input === 'media') return mediaChoice(leaf.meta.media ?? 'image', typeof stored === 'string' ? stored : '');
    return formText(schema, stored === undefined ? defaultValueOf(schema) : stored);
  }
  const inner = innerSchema(schema);
  if (inner instanceof z.ZodArray) {
    const { item } = listOf(schema);
    return (Array.isArray(stored) ? stored : []).map((each) => ({ key: nextKey(), node: toForm(item, each) }));
  }
  const values = (stored ?? {}) as Record<string, unknown>;
  return Object.fromEntries(groupFields(schema).map(([name, field]) => [name, toForm(field, values[name])]));
}

/** A new, empty value: what 'Add Service' puts in a list (a choice starts at its first option). */
export function emptyForm(schema: z.ZodType): FormNode {
  if (isLeaf(schema)) {
    const leaf = definedLeaf(schema);
    if (leaf.input === 'select' && leaf.meta.required) return leaf.options[0] ?? '';
    return toForm(schema, undefined);
  }
  if (innerSchema(schema) instanceof z.ZodArray) {
    const { item, min } = listOf(schema);
    return Array.from({ length: min }, () => ({ key: nextKey(), node: emptyForm(item) }));
  }
  return Object.fromEntries(groupFields(schema).map(([name, field]) => [name, emptyForm(field)]));
}

/** The document the form holds now; a picture is its stored URL ('' once removed). */
export function fromForm(schema: z.ZodType, node: FormNode): unknown {
  if (isLeaf(schema)) {
    if (isMedia(schema)) {
      const choice = node as MediaChoice;
      return choice.removed ? '' : choice.storedUrl;
    }
    return storedValue(schema, node as string);
  }
  if (innerSchema(schema) instanceof z.ZodArray) {
    const { item } = listOf(schema);
    return (node as FormEntry[]).map((entry) => fromForm(item, entry.node));
  }
  const group = node as FormGroup;
  return Object.fromEntries(groupFields(schema).map(([name, field]) => [name, fromForm(field, group[name]!)]));
}

/** The value at `path`, or undefined when the form has none there (an entry index past the end). */
export function nodeAt(node: FormNode, path: Path): FormNode | undefined {
  let current: FormNode | undefined = node;
  for (const step of path) {
    if (current === undefined || typeof current === 'string') return undefined;
    current = Array.isArray(current) ? current[step as number]?.node : (current as FormGroup)[step];
  }
  return current;
}

/** A copy of the tree with `path` changed by `change`; the rest is shared. */
export function updateAt(node: FormNode, path: Path, change: (current: FormNode) => FormNode): FormNode {
  if (path.length === 0) return change(node);
  const [step, ...rest] = path;
  if (Array.isArray(node)) {
    return node.map((entry, index) => (index === step ? { ...entry, node: updateAt(entry.node, rest, change) } : entry));
  }
  const group = node as FormGroup;
  return { ...group, [step!]: updateAt(group[step!]!, rest, change) };
}

/** Every picture field with its path, e.g. to upload the files chosen in them. */
export function mediaIn(schema: z.ZodType, node: FormNode, path: Path = []): { path: Path; choice: MediaChoice }[] {
  if (isLeaf(schema)) return isMedia(schema) ? [{ path, choice: node as MediaChoice }] : [];
  if (innerSchema(schema) instanceof z.ZodArray) {
    const { item } = listOf(schema);
    return (node as FormEntry[]).flatMap((entry, index) => mediaIn(item, entry.node, [...path, index]));
  }
  return groupFields(schema).flatMap(([name, field]) => mediaIn(field, (node as FormGroup)[name]!, [...path, name]));
}

/**
 * The first rule the form's document breaks, by the definition's own schema and in the same words
 * as the server's 400 answer, or null. A picture chosen but not yet uploaded counts as given: it
 * is stored first.
 */
export function firstProblem(schema: z.ZodType, node: FormNode): FieldProblem | null {
  const document = fromForm(schema, node);
  const checked = schema.safeParse(document);
  if (checked.success) return null;
  const pending = new Set(mediaIn(schema, node).filter(({ choice }) => choice.chosenFile).map(({ path }) => pathText(path)));
  const issues = checked.error.issues.filter((issue) => !pending.has(pathText(issue.path as Path)));
  return issues.length ? firstContentIssue(schema, document, new z.ZodError(issues)) : null;
}

/** The URL each picture or video field holds now, by path: the stored file, or '' once removed. */
export const mediaValues = (schema: z.ZodType, node: FormNode): Record<string, string> =>
  Object.fromEntries(mediaIn(schema, node).map(({ path, choice }) => [pathText(path), choice.removed ? '' : choice.storedUrl]));

type Upload = (kind: UploadKind, file: File, onProgress?: (fraction: number) => void) => Promise<string>;

/**
 * Uploads the files chosen anywhere in the form, one after another, and resolves the form with
 * each stored. `onStored` receives the form after every upload, so a save that fails later never
 * uploads the same file twice.
 */
export async function uploadChosenMedia(
  schema: z.ZodType,
  node: FormGroup,
  upload: Upload,
  events: { onProgress: (path: string, fraction: number) => void; onStored: (node: FormGroup) => void },
): Promise<FormGroup> {
  let current = node;
  const choices = Object.fromEntries(mediaIn(schema, node).map(({ path, choice }) => [pathText(path), choice]));
  await resolveMediaChoices(choices, upload, {
    onProgress: events.onProgress,
    onUploaded: (path, url) => {
      current = updateAt(current, pathSteps(path), (choice) => uploadedChoice(choice as MediaChoice, url)) as FormGroup;
      events.onStored(current);
    },
  });
  return current;
}

/** Whether a field is shown beside its group's values: one asked only with another field's value is hidden otherwise. */
export const isShownIn = (meta: FieldMeta | undefined, group: FormGroup) =>
  !meta?.shownWhen || group[meta.shownWhen.field] === meta.shownWhen.equals;

/** Turns a problem's dotted path back into steps, numbers for list entries. */
export const pathSteps = (field: string): Path =>
  field === '' ? [] : field.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step));

/** Whether the form shows a field or list at this path (else its problem is shown for the whole form). */
export const hasField = (schema: z.ZodType, node: FormNode, field: string) => {
  const path = pathSteps(field);
  const fieldSchema = path.length > 0 ? schemaAt(schema, path) : undefined;
  if (!fieldSchema || nodeAt(node, path) === undefined) return false;
  const parent = nodeAt(node, path.slice(0, -1));
  return Array.isArray(parent) || isShownIn(metaOf(fieldSchema), parent as FormGroup);
};

/** A new, empty entry of a list whose entries are `item`. */
export const newEntry = (item: z.ZodType): FormEntry => ({ key: nextKey(), node: emptyForm(item) });

export const withoutEntry = (entries: FormEntry[], key: string): FormEntry[] => entries.filter((entry) => entry.key !== key);

function inOrder(entries: FormEntry[], keys: string[] | null): FormEntry[] {
  if (!keys) return entries;
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  return keys.map((key) => byKey.get(key)!);
}

/** The list with one entry a place up (-1) or down (+1). */
export const withEntryMoved = (entries: FormEntry[], key: string, direction: -1 | 1) =>
  inOrder(entries, movedOrder(entries.map((entry) => entry.key), key, direction));

/** The list with one entry dropped onto another's place. */
export const withEntryPlaced = (entries: FormEntry[], key: string, targetKey: string) =>
  inOrder(entries, placedOrder(entries.map((entry) => entry.key), key, targetKey));
