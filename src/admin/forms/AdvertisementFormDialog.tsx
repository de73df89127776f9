import type { Advertisement, AdvertisementInput } from '../../domain/advertisement.ts';
import { type EntityDialogProps, advertisementEntity } from '../entities.ts';
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

/** Add or edit an advertisement: a title, and an image, a video or both. */
export function AdvertisementFormDialog({ item: advertisement, onClose, onSaved }: EntityDialogProps<Advertisement>) {
  const form = useEntityForm(
    advertisementEntity,
    advertisement,
    advertisement ? advertisementFormFromAdvertisement(advertisement) : emptyAdvertisementForm,
    {
      image: mediaChoice('ad-image', advertisement?.image),
      video: mediaChoice('video', advertisement?.video),
    },
  );

  function submit() {
    void form.save<AdvertisementInput>({ check: () => checkAdvertisementForm(form.values), onClose, onSaved });
  }

  return (
    <FormDialog {...form.dialog} onSubmit={submit} onClose={onClose}>
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
