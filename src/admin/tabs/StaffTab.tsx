import { mediaVariantUrl } from '../../domain/media.ts';
import { messages } from '../../domain/messages.ts';
import type { StaffMember } from '../../domain/staff.ts';
import { apiList } from '../api/client.ts';
import { StaffFormDialog } from '../forms/StaffFormDialog.tsx';
import type { Column } from '../ui/DataTable.tsx';
import { ListPanel } from '../ui/ListPanel.tsx';
import { useServerList } from '../ui/useServerList.ts';
import { MoveButtons, RowActions, RowButton } from './RowActions.tsx';
import { useEditor } from './useEditor.ts';
import { useRemove } from './useRemove.ts';
import { useReorder } from './useReorder.ts';

const statusBadge: Record<string, string> = {
  'Currently Working': 'text-bg-success',
  Resigned: 'text-bg-secondary',
  Terminated: 'text-bg-danger',
};

/**
 * Employee IDs like `employeeId` among all staff, not only the page shown. When the server
 * cannot be asked, the save goes ahead: its unique index still refuses a duplicate.
 */
async function employeeIdsLike(employeeId: string): Promise<string[]> {
  try {
    const page = await apiList<StaffMember>('/team', { limit: 100, offset: 0, q: employeeId });
    return page.items.map((member) => member.employeeId);
  } catch {
    return [];
  }
}

/** Staff Members: the table, the add/edit dialog, delete and ordering. */
export default function StaffTab() {
  const list = useServerList<StaffMember>((params) => apiList<StaffMember>('/team', params));
  const reorder = useReorder({ path: '/team', list, signInFor: 'reorder team members', object: 'team member' });
  const remove = useRemove({
    path: '/team',
    list,
    object: 'team member',
    signInFor: 'delete team members',
    successMessage: messages.staff.deleted,
  });
  const editor = useEditor<StaffMember>({ add: 'add team members', update: 'update team members' });

  const columns: Column<StaffMember>[] = [
    {
      header: 'Picture',
      cell: (member) =>
        member.profilePicture ? (
          <img
            src={mediaVariantUrl(member.profilePicture, 96)}
            alt=""
            width={48}
            height={48}
            className="rounded-circle border"
            style={{ objectFit: 'cover' }}
            loading="lazy"
          />
        ) : (
          <span className="text-body-secondary">None</span>
        ),
    },
    { header: 'Name', cell: (member) => member.name },
    { header: 'Role', cell: (member) => member.role },
    { header: 'Employee ID', cell: (member) => member.employeeId },
    {
      header: 'Status',
      cell: (member) => <span className={`badge ${statusBadge[member.status] ?? 'text-bg-light'}`}>{member.status}</span>,
    },
    {
      header: 'Actions',
      cell: (member) => (
        <RowActions>
          <RowButton label="Edit" subject={member.name} variant="primary" onClick={() => void editor.open(member)} />
          <RowButton label="Delete" subject={member.name} variant="danger" onClick={() => remove(member)} />
          {reorder.canReorder ? (
            <MoveButtons
              subject={member.name}
              onMove={(direction) => void reorder.move(member, direction)}
              isFirst={reorder.isFirst(member)}
              isLast={reorder.isLast(member)}
            />
          ) : null}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListPanel
        title="Staff Members"
        itemsName="team members"
        list={list}
        columns={columns}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => void editor.open(null)}>
            Add Team Member
          </button>
        }
      />
      {editor.editing ? (
        <StaffFormDialog
          member={editor.editing.item}
          employeeIdsInUse={async (employeeId) => [
            ...list.items.map((member) => member.employeeId),
            ...(await employeeIdsLike(employeeId)),
          ]}
          onClose={editor.close}
          onSaved={() => {
            editor.close();
            list.reload();
          }}
        />
      ) : null}
    </>
  );
}
