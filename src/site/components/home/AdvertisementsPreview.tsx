import type { ReactNode } from 'react';
import { routes } from '../../../domain/routes.ts';
import type { HomeContent } from '../../../domain/content/home.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of the advertisements around the carousel island, passed in by the page. */
export function AdvertisementsPreview({ content, lang, children }: { content: HomeContent['advertisements']; lang: LanguageCode; children: ReactNode }) {
  return (
    <PreviewSection lang={lang} id="ads-preview" section={content} href={routes.advertisements} tinted>
      {children}
    </PreviewSection>
  );
}
