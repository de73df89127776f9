/**
 * What an Activity row says in the office's words: the record by its name, linked to where it
 * is edited or read while it exists, and the changed fields by their labels from the definitions, with
 * old → new where the trail kept them ('Name: Vishnu P → Vishnu Prasad').
 */
import { advertisementCollection } from '../../domain/advertisement.ts';
import { AUDIT_ENTITIES, type AuditEntity, type AuditRecord } from '../../domain/audit.ts';
import { fieldLabel } from '../../domain/audit-changes.ts';
import { clientCollection } from '../../domain/client.ts';
import type { AnyCollection } from '../../domain/collection.ts';
import { contentDefinition, isContentKey } from '../../domain/content/index.ts';
import { isInboxKind } from '../../domain/inbox-statuses.ts';
import { staffCollection } from '../../domain/staff.ts';
import { contentEditorHref } from '../content/links.ts';
import { pathLabel } from '../content/path-label.ts';
import { inboxListHref } from '../inbox/list-status.ts';
import { tabHref, type TabId } from '../dashboard/tab-ids.ts';

/** The kinds of record a row can open in a management tab, with that tab. */
const managed: Partial<Record<AuditEntity, { collection: AnyCollection; tab: TabId }>> = {
  staff: { collection: staffCollection, tab: 'staff' },
  client: { collection: clientCollection, tab: 'clients' },
  advertisement: { collection: advertisementCollection, tab: 'advertisements' },
};

export interface RecordWords {
  /** 'Vishnu Prasad', 'Company details'; '' when the entry names nothing. */
  name: string;
  /** Where it opens; null when it is gone or has no screen of its own. */
  href: string | null;
}

export function recordWords(record: AuditRecord, dashboard: string): RecordWords {
  if (record.entity === 'content' && isContentKey(record.entityId)) {
    return { name: contentDefinition(record.entityId).title, href: contentEditorHref(dashboard, record.entityId) };
  }
  const name = record.name || (record.entityId ? `${AUDIT_ENTITIES[record.entity] ?? record.entity} ${record.entityId.slice(0, 8)}` : '');
  const id = encodeURIComponent(record.entityId);
  const tab = managed[record.entity];
  if (tab && record.exists) return { name, href: `${tabHref(dashboard, tab.tab)}&edit=${id}` };
  if (isInboxKind(record.entity) && record.exists) return { name, href: `${inboxListHref(dashboard, record.entity)}&open=${id}` };
  return { name, href: null };
}

/** A field's label for this kind of record: a collection's field label, a content document's 'Hero › Headline'. */
function labelOf(record: AuditRecord, field: string): string {
  if (record.entity === 'content' && isContentKey(record.entityId)) return pathLabel(contentDefinition(record.entityId).schema, field) || field;
  return fieldLabel(managed[record.entity]?.collection, field);
}

/** One line per changed field: 'Name: A → B' where the values were kept, else the label alone. */
export function changeLines(record: AuditRecord): string[] {
  return record.fields.map((field) => {
    const label = labelOf(record, field);
    const change = record.changes.find((kept) => kept.field === field);
    return change ? `${label}: ${change.from || '(empty)'} → ${change.to || '(empty)'}` : label;
  });
}
