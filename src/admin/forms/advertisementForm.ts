import {
  validateAdvertisementInput,
  type Advertisement,
  type AdvertisementInput,
} from '../../domain/advertisement.ts';
import type { Result } from '../../domain/result.ts';

/** What the advertisement dialog edits; image and video are separate media choices. */
export interface AdvertisementFormValues {
  title: string;
}

export const emptyAdvertisementForm: AdvertisementFormValues = { title: '' };

export const advertisementFormFromAdvertisement = (ad: Advertisement): AdvertisementFormValues => ({
  title: ad.title,
});

export const checkAdvertisementForm = (values: AdvertisementFormValues): Result<AdvertisementInput> =>
  validateAdvertisementInput(values);
