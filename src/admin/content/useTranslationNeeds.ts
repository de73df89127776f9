/**
 * What needs work (GET /api/translation-status): in every document and language, or, given a
 * language, each text of it by path. Loaded again when the language or `generation` changes
 * (after an import, say).
 */
import { useEffect, useState } from 'react';
import type { TranslationNeeds } from '../../domain/content/translation-api.ts';
import type { TranslatedLanguage } from '../../domain/languages.ts';
import { api } from '../api/client.ts';

export function useTranslationNeeds(language?: TranslatedLanguage, generation = 0): { needs: TranslationNeeds[] | null; error: unknown } {
  const [needs, setNeeds] = useState<TranslationNeeds[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    setNeeds(null);
    setError(null);
    api<TranslationNeeds[]>('GET', language ? `/translation-status?lang=${language}` : '/translation-status').then(
      (loaded) => current && setNeeds(loaded),
      (failed: unknown) => current && setError(failed),
    );
    return () => {
      current = false;
    };
  }, [language, generation]);
  return { needs, error };
}
