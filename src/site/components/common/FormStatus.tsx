export interface FormOutcome {
  tone: 'success' | 'danger';
  text: string;
}

// Full class names: the Bootstrap subset keeps only classes written out in the source.
const toneClass = { success: 'alert alert-success', danger: 'alert alert-danger' } as const;

/** The outcome line under a public form, announced to screen readers when it changes. */
export function FormStatus({ outcome }: { outcome: FormOutcome | null }) {
  return (
    <div role="status" aria-live="polite" className="mt-3">
      {outcome && <div className={`${toneClass[outcome.tone]} mb-0`}>{outcome.text}</div>}
    </div>
  );
}
