import { staffCollection, type StaffMember } from '../../domain/staff.ts';
import { StaffFormDialog } from '../forms/StaffFormDialog.tsx';
import { fieldColumn, type Column } from '../ui/DataTable.tsx';
import { pictureColumn } from '../ui/Thumbnail.tsx';
import { EntityTab } from './EntityTab.tsx';

const statusBadge: Record<string, string> = {
  'Currently Working': 'text-bg-success',
  Resigned: 'text-bg-secondary',
  Terminated: 'text-bg-danger',
};

const columns: Column<StaffMember>[] = [
  pictureColumn('Picture', (member) => member.profilePicture, { variant: 96, width: 48, height: 48, fit: 'cover', className: 'rounded-circle border' }),
  fieldColumn(staffCollection, 'name'),
  fieldColumn(staffCollection, 'role'),
  fieldColumn(staffCollection, 'employeeId'),
  {
    header: 'Status',
    cell: (member) => <span className={`badge ${statusBadge[member.status] ?? 'text-bg-light'}`}>{member.status}</span>,
  },
];

/** Staff Members: the table, the add/edit dialog, delete and ordering. */
export default function StaffTab() {
  return (
    <EntityTab
      collection={staffCollection}
      columns={columns}
      subject={(member) => member.name}
      Dialog={StaffFormDialog}
    />
  );
}
