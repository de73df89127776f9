import type { Advertisement, AdvertisementInput } from '../../domain/advertisement.ts';
import { messages } from '../../domain/messages.ts';
import { api } from '../api/client.ts';
import {
  advertisementFormFromAdvertisement,
  checkAdvertisementForm,
  emptyAdvertisementForm,
} from './advertisementForm.ts';
import { TextField } from './fields.tsx';
import { FormDialog } from './FormDialog.tsx';
import { MediaField } from './MediaField.tsx';
import { mediaChoice } from './media.ts';
import { useEntityForm } from './useEntityForm.ts';

interface AdvertisementFormDialogProps {
  /** The advertisement to edit; null adds a new one. */
  advertisement: Advertisement | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit an advertisement: a title, and an image, a video or both. */
export function AdvertisementFormDialog({ advertisement, onClose, onSaved }: AdvertisementFormDialogProps) {
  const form = useEntityForm(
    advertisement ? advertisementFormFromAdvertisement(advertisement) : emptyAdvertisementForm,
    {
      image: mediaChoice('ad-image', advertisement?.image),
      video: mediaChoice('video', advertisement?.video),
    },
  );

  function submit() {
    void form.save<AdvertisementInput>({
      signInFor: advertisement ? 'update advertisements' : 'add advertisements',
      failure: { verb: advertisement ? 'update' : 'add', object: 'advertisement' },
      check: () => checkAdvertisementForm(form.values),
      send: (body) =>
        advertisement ? api('PUT', `/advertisements/${advertisement.id}`, body) : api('POST', '/advertisements', body),
      successMessage: advertisement ? messages.advertisement.updated : messages.advertisement.added,
      onSaved,
    });
  }

  return (
    <FormDialog
      title={advertisement ? 'Edit Advertisement' : 'Add Advertisement'}
      error={form.error}
      saving={form.saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Title" required {...form.field('title')} />
      <div className="row">
        <div className="col-md-6">
          <MediaField label="Image" {...form.mediaField('image')} />
        </div>
        <div className="col-md-6">
          <MediaField label="Video" {...form.mediaField('video')} />
        </div>
      </div>
    </FormDialog>
  );
}
