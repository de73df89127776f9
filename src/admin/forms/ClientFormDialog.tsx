import type { Client, ClientInput } from '../../domain/client.ts';
import { type EntityDialogProps, clientEntity } from '../entities.ts';
import { clientFormFromClient, checkClientForm, emptyClientForm } from './clientForm.ts';
import { TextAreaField, TextField } from './fields.tsx';
import { FormDialog } from './FormDialog.tsx';
import { MediaField } from './MediaField.tsx';
import { mediaChoice } from './media.ts';
import { useEntityForm } from './useEntityForm.ts';

/** Add or edit a client with the fields of SPEC section 3. */
export function ClientFormDialog({ item: client, onClose, onSaved }: EntityDialogProps<Client>) {
  const form = useEntityForm(clientEntity, client, client ? clientFormFromClient(client) : emptyClientForm, {
    logo: mediaChoice('logo', client?.logo),
  });

  function submit() {
    void form.save<ClientInput>({ check: () => checkClientForm(form.values), onClose, onSaved });
  }

  return (
    <FormDialog {...form.dialog} onSubmit={submit} onClose={onClose}>
      <div className="row">
        <div className="col-md-6">
          <TextField label="Name" required autoComplete="organization" {...form.field('name')} />
        </div>
        <div className="col-md-6">
          <TextField label="Website" type="url" inputMode="url" hint="e.g. https://example.com" {...form.field('website')} />
        </div>
        <div className="col-12">
          <MediaField label="Logo" {...form.mediaField('logo')} />
        </div>
        <div className="col-12">
          <TextAreaField label="Short Description" rows={2} {...form.field('shortDescription')} />
        </div>
        <div className="col-12">
          <TextAreaField label="Full Description" rows={4} {...form.field('fullDescription')} />
        </div>
        <div className="col-md-6">
          <TextAreaField label="Collaboration" {...form.field('collaboration')} />
        </div>
        <div className="col-md-6">
          <TextAreaField label="Impact" {...form.field('impact')} />
        </div>
      </div>
    </FormDialog>
  );
}
