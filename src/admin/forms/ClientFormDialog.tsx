import type { Client, ClientInput } from '../../domain/client.ts';
import { messages } from '../../domain/messages.ts';
import { api } from '../api/client.ts';
import { clientFormFromClient, checkClientForm, emptyClientForm } from './clientForm.ts';
import { TextAreaField, TextField } from './fields.tsx';
import { FormDialog } from './FormDialog.tsx';
import { MediaField } from './MediaField.tsx';
import { mediaChoice } from './media.ts';
import { useEntityForm } from './useEntityForm.ts';

interface ClientFormDialogProps {
  /** The client to edit; null adds a new one. */
  client: Client | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a client with the fields of SPEC section 3. */
export function ClientFormDialog({ client, onClose, onSaved }: ClientFormDialogProps) {
  const form = useEntityForm(client ? clientFormFromClient(client) : emptyClientForm, {
    logo: mediaChoice('logo', client?.logo),
  });

  function submit() {
    void form.save<ClientInput>({
      signInFor: client ? 'update clients' : 'add clients',
      failure: { verb: client ? 'update' : 'add', object: 'client' },
      check: () => checkClientForm(form.values),
      send: (body) => (client ? api('PUT', `/clients/${client.id}`, body) : api('POST', '/clients', body)),
      successMessage: client ? messages.client.updated : messages.client.added,
      onSaved,
    });
  }

  return (
    <FormDialog
      title={client ? 'Edit Client' : 'Add Client'}
      error={form.error}
      saving={form.saving}
      onSubmit={submit}
      onClose={onClose}
    >
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
