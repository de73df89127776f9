import { messages } from '../../domain/messages.ts';
import { BLOOD_GROUPS, STAFF_STATUSES, type StaffInput, type StaffMember } from '../../domain/staff.ts';
import { api } from '../api/client.ts';
import { TextAreaField, SelectField, TextField } from './fields.tsx';
import { FormDialog } from './FormDialog.tsx';
import { MediaField } from './MediaField.tsx';
import { mediaChoice } from './media.ts';
import { checkStaffForm, emptyStaffForm, reasonFieldFor, staffFormFromMember } from './staffForm.ts';
import { useEntityForm } from './useEntityForm.ts';

interface StaffFormDialogProps {
  /** The member to edit; null adds a new one. */
  member: StaffMember | null;
  /** Employee IDs already in use, asked for when adding (SPEC section 5). */
  employeeIdsInUse: (employeeId: string) => Promise<string[]>;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a staff member with every field of SPEC section 3. */
export function StaffFormDialog({ member, employeeIdsInUse, onClose, onSaved }: StaffFormDialogProps) {
  const form = useEntityForm(member ? staffFormFromMember(member) : emptyStaffForm, {
    profilePicture: mediaChoice('image', member?.profilePicture),
    video: mediaChoice('video', member?.video),
  });
  const reasonField = reasonFieldFor(form.values.status);

  function submit() {
    void form.save<StaffInput>({
      signInFor: member ? 'update team members' : 'add team members',
      failure: { verb: member ? 'update' : 'add', object: 'team member' },
      check: async () => {
        const local = checkStaffForm(form.values, null);
        if (!local.ok || member) return local;
        return checkStaffForm(form.values, await employeeIdsInUse(local.value.employeeId));
      },
      send: (body) => (member ? api('PUT', `/team/${member.id}`, body) : api('POST', '/team', body)),
      successMessage: member ? messages.staff.updated : messages.staff.added,
      onSaved,
    });
  }

  return (
    <FormDialog
      title={member ? 'Edit Team Member' : 'Add Team Member'}
      error={form.error}
      saving={form.saving}
      onSubmit={submit}
      onClose={onClose}
    >
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
