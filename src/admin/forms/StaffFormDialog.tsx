import { BLOOD_GROUPS, STAFF_STATUSES, type StaffInput, type StaffMember } from '../../domain/staff.ts';
import { apiList } from '../api/client.ts';
import { type EntityDialogProps, staffEntity } from '../entities.ts';
import { TextAreaField, SelectField, TextField } from './fields.tsx';
import { FormDialog } from './FormDialog.tsx';
import { MediaField } from './MediaField.tsx';
import { mediaChoice } from './media.ts';
import { checkStaffForm, emptyStaffForm, reasonFieldFor, staffFormFromMember } from './staffForm.ts';
import { useEntityForm } from './useEntityForm.ts';

/**
 * Employee IDs like `employeeId` among all staff, not only the page shown. When the server
 * cannot be asked, the save goes ahead: its unique index still refuses a duplicate.
 */
async function employeeIdsLike(employeeId: string): Promise<string[]> {
  try {
    const page = await apiList<StaffMember>(staffEntity.path, { limit: 100, offset: 0, q: employeeId });
    return page.items.map((member) => member.employeeId);
  } catch {
    return [];
  }
}

/** Add or edit a staff member with every field of SPEC section 3. */
export function StaffFormDialog({ item: member, list, onClose, onSaved }: EntityDialogProps<StaffMember>) {
  const form = useEntityForm(staffEntity, member, member ? staffFormFromMember(member) : emptyStaffForm, {
    profilePicture: mediaChoice('image', member?.profilePicture),
    video: mediaChoice('video', member?.video),
  });
  const reasonField = reasonFieldFor(form.values.status);

  function submit() {
    void form.save<StaffInput>({
      check: async () => {
        const local = checkStaffForm(form.values, null);
        if (!local.ok || member) return local;
        // SPEC section 5: unique among the staff loaded, and (the table is paged) all the others.
        const inUse = [...list.items.map((other) => other.employeeId), ...(await employeeIdsLike(local.value.employeeId))];
        return checkStaffForm(form.values, inUse);
      },
      onClose,
      onSaved,
    });
  }

  return (
    <FormDialog {...form.dialog} onSubmit={submit} onClose={onClose}>
      <div className="row">
        <div className="col-md-6">
          <TextField label="Name" required autoComplete="off" {...form.field('name')} />
        </div>
        <div className="col-md-6">
          <TextField label="Role" required {...form.field('role')} />
        </div>
        <div className="col-md-6">
          <TextField label="Employee ID" required {...form.field('employeeId')} />
        </div>
        <div className="col-md-6">
          <TextField label="Joining Date" type="date" required {...form.field('joiningDate')} />
        </div>
        <div className="col-md-6">
          <SelectField
            label="Blood Group"
            required
            options={BLOOD_GROUPS}
            placeholder="Select blood group"
            {...form.field('bloodGroup')}
          />
        </div>
        <div className="col-md-6">
          <SelectField label="Status" required options={STAFF_STATUSES} {...form.field('status')} />
        </div>
        {reasonField === 'resignationReason' ? (
          <div className="col-12">
            <TextAreaField label="Resignation Reason" required rows={2} {...form.field('resignationReason')} />
          </div>
        ) : null}
        {reasonField === 'terminationReason' ? (
          <div className="col-12">
            <TextAreaField label="Termination Reason" required rows={2} {...form.field('terminationReason')} />
          </div>
        ) : null}
        <div className="col-md-6">
          <TextField
            label="Emergency Phone"
            type="tel"
            inputMode="tel"
            hint="Optional, e.g. +919876543210"
            {...form.field('emergencyPhone')}
          />
        </div>
        <div className="col-md-6">
          <TextField label="Skills" hint="Separate skills with commas, e.g. React, Node.js" {...form.field('skills')} />
        </div>
        <div className="col-md-6">
          <MediaField label="Profile Picture" {...form.mediaField('profilePicture')} />
        </div>
        <div className="col-md-6">
          <MediaField label="Video" {...form.mediaField('video')} />
        </div>
        <div className="col-md-6">
          <TextAreaField label="Education" {...form.field('shortBio')} />
        </div>
        <div className="col-md-6">
          <TextAreaField label="Address" {...form.field('fullBio')} />
        </div>
        <div className="col-md-6">
          <TextAreaField label="Achievements" {...form.field('achievements')} />
        </div>
        <div className="col-md-6">
          <TextAreaField label="Quotes" {...form.field('quotes')} />
        </div>
      </div>
    </FormDialog>
  );
}
