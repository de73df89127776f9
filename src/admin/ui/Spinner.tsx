import { messages } from '../../domain/messages.ts';

/** A Bootstrap spinner announced to screen readers; `label` is the text it stands for. */
export function Spinner({ label = messages.admin.loading }: { label?: string }) {
  return (
    <div className="d-flex align-items-center justify-content-center gap-2 py-4" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
