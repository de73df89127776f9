import type { InboxKind } from '../../domain/inbox.ts';
import { useCsvExport } from '../tabs/useCsvExport.ts';
import type { Column } from '../ui/DataTable.tsx';
import { ListPanel } from '../ui/ListPanel.tsx';
import type { InternshipInquiry } from '../../domain/inquiry.ts';
import { InboxRecordPanel } from './InboxRecordPanel.tsx';
import { BulkBar } from './list-bulk-bar.tsx';
import type { InboxList } from './list-inbox.ts';
import type { InboxRecordOf } from './list-kinds.ts';
import { StatusFilter } from './list-status-filter.tsx';
import { ToastRegion } from './undo-toast.tsx';

interface InboxListPanelProps<Kind extends InboxKind> {
  inbox: InboxList<Kind>;
  columns: readonly Column<InboxRecordOf<Kind>>[];
}

/** A record nobody has opened yet stands out in bold. */
const unreadInBold = (record: { readAt: string | null }) => (record.readAt === null ? 'fw-semibold' : undefined);

/** An inbox tab: search, Export CSV, the status filter, the bulk bar, the notice, the table as cards on a phone. */
export function InboxListPanel<Kind extends InboxKind>({ inbox, columns }: InboxListPanelProps<Kind>) {
  const { kind, facts, list, selection, toast, record, undo } = inbox;
  const exportCsv = useCsvExport(facts.path, facts.signInFor.export);
  const asRow = (changed: unknown) => changed as InboxRecordOf<Kind>;
  const openRecord = record.openId ? (
    <InboxRecordPanel
      kind={kind}
      id={record.openId}
      onClose={record.close}
      onChanged={(changed) => {
        list.replaceLocally(changed.id, () => asRow(changed));
        inbox.changed();
      }}
      onDeleted={(deleted) => {
        record.close();
        list.removeLocally(deleted.id);
        undo.afterDelete([deleted.id], deleted.name);
        inbox.changed();
      }}
      onDecided={(decided: InternshipInquiry, previous) => {
        list.replaceLocally(decided.id, () => asRow(decided));
        undo.afterDecision(decided, previous);
        inbox.changed();
      }}
    />
  ) : null;
  return (
    <>
      {openRecord}
      <ListPanel
        title={facts.title}
        itemsName={facts.itemsName}
        list={list}
        columns={columns}
        rowClassName={unreadInBold}
        stacked
        filterName={inbox.status?.toLowerCase()}
        actions={
          <button type="button" className="btn btn-outline-primary" onClick={() => void exportCsv(list.query)}>
            Export CSV
          </button>
        }
        beforeTable={
          <>
            <StatusFilter kind={kind} status={inbox.status} counts={inbox.counts} onChoose={inbox.chooseStatus} />
            <BulkBar
              kind={kind}
              items={list.items}
              selection={selection}
              removeLocally={list.removeLocally}
              changed={inbox.changed}
              undo={inbox.undo}
              toast={toast}
            />
            <ToastRegion control={toast} />
          </>
        }
      />
    </>
  );
}
