import { messages } from '../../domain/messages.ts';
import { fail, ok, type Result } from '../../domain/result.ts';
import {
  DEFAULT_STAFF_STATUS,
  validateStaffInput,
  type StaffInput,
  type StaffMember,
} from '../../domain/staff.ts';

/** What the staff dialog edits: every text field as typed (skills comma-separated). */
export interface StaffFormValues {
  name: string;
  role: string;
  employeeId: string;
  joiningDate: string;
  bloodGroup: string;
  status: string;
  resignationReason: string;
  terminationReason: string;
  emergencyPhone: string;
  shortBio: string;
  fullBio: string;
  skills: string;
  achievements: string;
  quotes: string;
}

export const emptyStaffForm: StaffFormValues = {
  name: '',
  role: '',
  employeeId: '',
  joiningDate: '',
  bloodGroup: '',
  status: DEFAULT_STAFF_STATUS,
  resignationReason: '',
  terminationReason: '',
  emergencyPhone: '',
  shortBio: '',
  fullBio: '',
  skills: '',
  achievements: '',
  quotes: '',
};

export function staffFormFromMember(member: StaffMember): StaffFormValues {
  return {
    name: member.name,
    role: member.role,
    employeeId: member.employeeId,
    joiningDate: member.joiningDate,
    bloodGroup: member.bloodGroup,
    status: member.status,
    resignationReason: member.resignationReason,
    terminationReason: member.terminationReason,
    emergencyPhone: member.emergencyPhone,
    shortBio: member.shortBio,
    fullBio: member.fullBio,
    skills: member.skills.join(', '),
    achievements: member.achievements,
    quotes: member.quotes,
  };
}

/** The reason field the chosen status asks for, if any (SPEC section 4). */
export function reasonFieldFor(status: string): 'resignationReason' | 'terminationReason' | null {
  if (status === 'Resigned') return 'resignationReason';
  if (status === 'Terminated') return 'terminationReason';
  return null;
}

/**
 * Every rule of SPEC section 5 for the staff form, in its order; on create, the Employee ID must
 * also differ from those of the staff already known (the server enforces it for all of them).
 */
export function checkStaffForm(
  values: StaffFormValues,
  knownEmployeeIds: readonly string[] | null,
): Result<StaffInput> {
  const checked = validateStaffInput(values);
  if (!checked.ok) return checked;
  if (knownEmployeeIds) {
    // Exact match, as the server's unique index compares them.
    if (knownEmployeeIds.includes(checked.value.employeeId)) {
      return fail(messages.staff.duplicateEmployeeId);
    }
  }
  return ok(checked.value);
}
