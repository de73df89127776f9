import { z } from 'zod';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { ok, type Result } from './result.ts';
import { mediaField, optionalText, text } from './text.ts';
import { choiceOf, formats, inFormat, type FieldFormat } from './field-formats.ts';
import { accessPatterns, defineCollection, validateWith } from './collection.ts';
import { labelled, requiredLabels, visibleFields } from './field-meta.ts';
import { staffEn } from './i18n/catalogue/en/staff.ts';

export const STAFF_STATUSES = ['Currently Working', 'Resigned', 'Terminated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const DEFAULT_STAFF_STATUS: StaffStatus = 'Currently Working';

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** Optional plus, a digit 1-9, then 1 to 14 more digits (docs/product.md#staff-form): this field's own format, refused in its own words. */
const EMERGENCY_PHONE = /^\+?[1-9]\d{1,14}$/;
const emergencyPhoneFormat: FieldFormat = { input: 'tel', isValid: (phone) => EMERGENCY_PHONE.test(phone), message: () => messages.staff.emergencyPhone, code: 'invalid_phone' };

/** A staff member as signed-in callers see it; the QR code is the server's. */
export type StaffMember = Required<StaffInput> & { id: string; qrCode: string; position: number };

export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}

const skillsField = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) => parseSkills(value ?? []));

const reason = (label: string, status: StaffStatus, requiredMessage: string) =>
  labelled(optionalText(limits.text.message), { label, input: 'textarea', rows: 2, required: true, requiredMessage, shownWhen: { field: 'status', equals: status }, visibleOn: 'page' });

const staffFields = z.object({
  name: labelled(text(limits.text.name).default(''), { label: 'Name', required: true, width: 'half', autoComplete: 'off', visibleOn: 'card' }),
  role: labelled(text().default(''), { label: 'Role', required: true, width: 'half', translatable: true, visibleOn: 'card' }),
  employeeId: labelled(text(60).default(''), { label: staffEn.employeeId, required: true, width: 'half', visibleOn: 'page' }),
  joiningDate: labelled(inFormat(text(limits.text.date), formats.date).default(''), {
    label: staffEn.joiningDate, input: 'date', required: true, width: 'half', visibleOn: 'page',
  }),
  bloodGroup: labelled(inFormat(text(5), choiceOf(BLOOD_GROUPS)).default(''), {
    label: staffEn.bloodGroup, input: 'select', options: BLOOD_GROUPS, placeholder: 'Select blood group', required: true, width: 'half', visibleOn: 'page',
  }),
  status: labelled(inFormat(text(40), choiceOf(STAFF_STATUSES)).default(DEFAULT_STAFF_STATUS), {
    label: staffEn.status, input: 'select', options: STAFF_STATUSES, required: true, width: 'half', visibleOn: 'card',
  }),
  resignationReason: reason(staffEn.resignationReason, 'Resigned', messages.staff.resignationReason),
  terminationReason: reason(staffEn.terminationReason, 'Terminated', messages.staff.terminationReason),
  emergencyPhone: labelled(inFormat(text(limits.text.phone), emergencyPhoneFormat).optional().default(''), {
    label: staffEn.emergencyPhone, input: 'tel', inputMode: 'tel', hint: 'Optional, e.g. +919876543210', width: 'half', visibleOn: 'page',
  }),
  skills: labelled(skillsField, { label: staffEn.skills, input: 'tags', hint: 'Separate skills with commas, e.g. React, Node.js', width: 'half', visibleOn: 'card' }),
  profilePicture: labelled(mediaField(), { label: 'Profile Picture', input: 'media', media: 'image', width: 'half', visibleOn: 'card' }),
  video: labelled(mediaField(), { label: 'Video', input: 'media', media: 'video', width: 'half', visibleOn: 'card' }),
  shortBio: labelled(optionalText(limits.text.longText), { label: staffEn.education, input: 'textarea', width: 'half', visibleOn: 'page' }),
  fullBio: labelled(optionalText(limits.text.longText), { label: staffEn.address, input: 'textarea', width: 'half', visibleOn: 'page' }),
  achievements: labelled(optionalText(limits.text.longText), { label: staffEn.achievements, input: 'textarea', width: 'half', visibleOn: 'page' }),
  quotes: labelled(optionalText(limits.text.message), { label: staffEn.quotes, input: 'textarea', width: 'half', translatable: true, visibleOn: 'card' }),
});
export type StaffInput = Omit<z.output<typeof staffFields>, 'status'> & { status: StaffStatus };

/** What anonymous visitors see on the team page (docs/product.md#entities): the fields the definition shows on cards. */
export const PUBLIC_CARD_FIELDS = ['id', ...visibleFields(staffFields.shape, 'card')] as const;
export type PublicStaffCard = Pick<StaffMember, (typeof PUBLIC_CARD_FIELDS)[number]>;

/** What anyone sees on /staff/{id} (docs/product.md#staff-detail): the fields the definition shows on the page; the QR code only when signed in. */
export const DETAIL_FIELDS = ['id', ...visibleFields(staffFields.shape, 'page')] as const;
export type StaffDetail = Pick<StaffMember, (typeof DETAIL_FIELDS)[number]> & { qrCode?: string };

/** Skills are entered comma-separated and stored as a list of trimmed, non-empty texts. */
export function parseSkills(value: string | string[]): string[] {
  const items = Array.isArray(value) ? value : value.split(',');
  return items
    .map((skill) => String(skill).trim())
    .filter(Boolean)
    .slice(0, limits.text.skills)
    .map((skill) => skill.slice(0, 80));
}

/** Staff members (docs/product.md#entities, #states and #staff-form): public cards and details, managed by signed-in staff in display order. */
export const staffCollection = defineCollection({
  entity: 'staff',
  path: '/team',
  labels: { object: 'team member', itemsName: 'team members', noun: 'Team Member', title: 'Staff Members' },
  messages: messages.staff,
  fields: staffFields,
  // What spans fields (docs/product.md#staff-form): a reason only belongs to the status it explains.
  rules: (staff): Result<StaffInput> => {
    // The status field has refused any other value and `required` a blank one.
    const status = staff.status as StaffStatus;
    return ok({
      ...staff,
      status,
      resignationReason: status === 'Resigned' ? staff.resignationReason : '',
      terminationReason: status === 'Terminated' ? staff.terminationReason : '',
    });
  },
  incomplete: messages.staff.required(requiredLabels(staffFields.shape)),
  access: accessPatterns.publicListManagedByStaff,
  publicFields: PUBLIC_CARD_FIELDS,
  order: 'display',
  search: ['name', 'role', 'employeeId'],
});

export const validateStaffInput = (input: unknown) => validateWith(staffCollection, input);
