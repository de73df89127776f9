import { z } from 'zod';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { fail, ok, type Result } from './result.ts';
import { firstIssue, mediaField, optionalText, text } from './text.ts';

export const STAFF_STATUSES = ['Currently Working', 'Resigned', 'Terminated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const DEFAULT_STAFF_STATUS: StaffStatus = 'Currently Working';

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** Optional plus, a digit 1-9, then 1 to 14 more digits (SPEC section 5). */
export const EMERGENCY_PHONE = /^\+?[1-9]\d{1,14}$/;

export interface StaffMember {
  id: string;
  name: string;
  role: string;
  employeeId: string;
  joiningDate: string; // YYYY-MM-DD
  bloodGroup: string;
  status: StaffStatus;
  resignationReason: string;
  terminationReason: string;
  emergencyPhone: string;
  profilePicture: string;
  video: string;
  shortBio: string; // labelled Education
  fullBio: string; // labelled Address
  skills: string[];
  achievements: string;
  quotes: string;
  qrCode: string;
  position: number;
}

/** What anonymous visitors see on the team page (SPEC section 3). */
export const PUBLIC_CARD_FIELDS = ['id', 'name', 'role', 'skills', 'quotes', 'video', 'profilePicture', 'status'] as const;
export type PublicStaffCard = Pick<StaffMember, (typeof PUBLIC_CARD_FIELDS)[number]>;

/** What anyone sees on /staff/{id} (SPEC section 2); the QR code only when signed in. */
export const DETAIL_FIELDS = [
  'id', 'name', 'profilePicture', 'role', 'employeeId', 'joiningDate', 'bloodGroup', 'emergencyPhone',
  'status', 'resignationReason', 'terminationReason', 'shortBio', 'fullBio', 'skills', 'achievements',
  'quotes', 'video',
] as const;
export type StaffDetail = Pick<StaffMember, (typeof DETAIL_FIELDS)[number]> & { qrCode?: string };

export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}

const skillsField = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) => parseSkills(value ?? []));

export const staffInputShape = z.object({
  name: text(limits.text.name).default(''),
  role: text().default(''),
  employeeId: text(60).default(''),
  joiningDate: text(10).default(''),
  bloodGroup: text(5).default(''),
  status: text(40).default(DEFAULT_STAFF_STATUS),
  resignationReason: optionalText(limits.text.message),
  terminationReason: optionalText(limits.text.message),
  emergencyPhone: optionalText(limits.text.phone),
  profilePicture: mediaField,
  video: mediaField,
  shortBio: optionalText(limits.text.longText),
  fullBio: optionalText(limits.text.longText),
  skills: skillsField,
  achievements: optionalText(limits.text.longText),
  quotes: optionalText(limits.text.message),
});
export type StaffInput = z.infer<typeof staffInputShape>;

/** Skills are entered comma-separated and stored as a list of trimmed, non-empty texts. */
export function parseSkills(value: string | string[]): string[] {
  const items = Array.isArray(value) ? value : value.split(',');
  return items
    .map((skill) => String(skill).trim())
    .filter(Boolean)
    .slice(0, limits.text.skills)
    .map((skill) => skill.slice(0, 80));
}

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Every staff rule of SPEC section 5, in the order the form checks them. */
export function validateStaffInput(input: unknown): Result<StaffInput> {
  const parsed = staffInputShape.safeParse(input ?? {});
  if (!parsed.success) return fail(firstIssue(parsed.error, messages.staff.required));
  const staff = parsed.data;
  if (!staff.name || !staff.role || !staff.employeeId || !staff.joiningDate || !staff.bloodGroup || !staff.status) {
    return fail(messages.staff.required);
  }
  if (!(STAFF_STATUSES as readonly string[]).includes(staff.status)) return fail(messages.staff.invalidStatus);
  if (staff.status === 'Resigned' && !staff.resignationReason) return fail(messages.staff.resignationReason);
  if (staff.status === 'Terminated' && !staff.terminationReason) return fail(messages.staff.terminationReason);
  if (staff.emergencyPhone && !EMERGENCY_PHONE.test(staff.emergencyPhone)) return fail(messages.staff.emergencyPhone);
  if (!(BLOOD_GROUPS as readonly string[]).includes(staff.bloodGroup)) return fail(messages.staff.invalidBloodGroup);
  if (!isValidIsoDate(staff.joiningDate)) return fail(messages.staff.invalidJoiningDate);
  // A reason only belongs to the status it explains.
  if (staff.status !== 'Resigned') staff.resignationReason = '';
  if (staff.status !== 'Terminated') staff.terminationReason = '';
  return ok(staff);
}
