import type { StaffMember } from '../../domain/staff.ts';
import { staffEntity } from '../entities.ts';
import { StaffFormDialog } from '../forms/StaffFormDialog.tsx';
import type { Column } from '../ui/DataTable.tsx';
import { pictureColumn } from '../ui/Thumbnail.tsx';
import { EntityTab } from './EntityTab.tsx';

const statusBadge: Record<string, string> = {
  'Currently Working': 'text-bg-success',
  Resigned: 'text-bg-secondary',
  Terminated: 'text-bg-danger',
};

const columns: Column<StaffMember>[] = [
  pictureColumn('Picture', (member) => member.profilePicture, { variant: 96, width: 48, height: 48, fit: 'cover', className: 'rounded-circle border' }),
  { header: 'Name', cell: (member) => member.name },
  { header: 'Role', cell: (member) => member.role },
  { header: 'Employee ID', cell: (member) => member.employeeId },
  {
    header: 'Status',
    cell: (member) => <span className={`badge ${statusBadge[member.status] ?? 'text-bg-light'}`}>{member.status}</span>,
  },
];

/** Staff Members: the table, the add/edit dialog, delete and ordering. */
export default function StaffTab() {
  return (
    <EntityTab
      entity={staffEntity}
      columns={columns}
      subject={(member) => member.name}
      Dialog={StaffFormDialog}
    />
  );
}
