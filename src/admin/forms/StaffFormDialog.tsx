import { staffCollection, type StaffInput, type StaffMember } from '../../domain/staff.ts';
import { apiList } from '../api/client.ts';
import type { EntityDialogProps } from '../entities.ts';
import { CollectionFormDialog } from './CollectionFormDialog.tsx';
import { checkStaffForm } from './staffForm.ts';

/**
 * Employee IDs like `employeeId` among all staff, not only the page shown. When the server
 * cannot be asked, the save goes ahead: its unique index still refuses a duplicate.
 */
async function employeeIdsLike(employeeId: string): Promise<string[]> {
  try {
    const page = await apiList<StaffMember>(staffCollection.path, { limit: 100, offset: 0, q: employeeId });
    return page.items.map((member) => member.employeeId);
  } catch {
    return [];
  }
}

/** Add or edit a staff member: the staff definition's form, and on create a unique Employee ID (docs/product.md#staff-form). */
export function StaffFormDialog(props: EntityDialogProps<StaffMember>) {
  const { item: member, list } = props;
  return (
    <CollectionFormDialog<StaffMember, StaffInput>
      {...props}
      collection={staffCollection}
      check={async (document) => {
        const local = checkStaffForm(document, null);
        if (!local.ok || member) return local;
        // Unique among the staff loaded, and (the table is paged) all the others.
        const inUse = [...list.items.map((other) => other.employeeId), ...(await employeeIdsLike(local.value.employeeId))];
        return checkStaffForm(document, inUse);
      }}
    />
  );
}
