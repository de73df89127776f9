import type { z } from 'zod';
import { schemaAt } from '../../domain/field-issue.ts';
import { metaOf } from '../../domain/field-meta.ts';

/** A text's place in words, from its path and the definition's labels: 'Hero › Headline', 'Services › Service 7 › Title'. */
export function pathLabel(schema: z.ZodType, path: string): string {
  const steps = path.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step));
  const words: string[] = [];
  steps.forEach((step, index) => {
    if (typeof step === 'number') {
      const list = metaOf(schemaAt(schema, steps.slice(0, index))!);
      words.push(`${list?.itemLabel ?? list?.label ?? ''} ${step + 1}`);
      return;
    }
    const label = metaOf(schemaAt(schema, steps.slice(0, index + 1)) ?? schema)?.label;
    if (label) words.push(label);
  });
  return words.join(' › ');
}
