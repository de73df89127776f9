import type { ReactNode } from 'react';
import { routes } from '../../../domain/routes.ts';
import type { HomeContent } from '../../../domain/content/home.ts';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of the advertisements around the carousel island, passed in by the page. */
export function AdvertisementsPreview({ content, children }: { content: HomeContent['advertisements']; children: ReactNode }) {
  return (
    <PreviewSection id="ads-preview" section={content} href={routes.advertisements} tinted>
      {children}
    </PreviewSection>
  );
}
