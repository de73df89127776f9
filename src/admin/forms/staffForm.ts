import { messages } from '../../domain/messages.ts';
import { fail, type Result } from '../../domain/result.ts';
import { validateStaffInput, type StaffInput } from '../../domain/staff.ts';

/** What the staff dialog holds: its fields' values (skills a list, or comma-separated as typed). */
type StaffFormValues = Record<string, unknown>;

/**
 * Every rule of docs/product.md#staff-form for the staff form, in its order; on create, the
 * Employee ID must also differ from those of the staff already known (the server enforces it for
 * all of them).
 */
export function checkStaffForm(values: StaffFormValues, knownEmployeeIds: readonly string[] | null): Result<StaffInput> {
  const checked = validateStaffInput(values);
  // Exact match, as the server's unique index compares them.
  if (checked.ok && knownEmployeeIds?.includes(checked.value.employeeId)) return fail(messages.staff.duplicateEmployeeId, { code: 'conflict', field: 'employeeId' });
  return checked;
}
