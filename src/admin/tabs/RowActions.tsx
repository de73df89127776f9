import type { ReactNode } from 'react';

interface RowButtonProps {
  /** Visible text, e.g. 'Edit'. */
  label: string;
  /** Who or what the row is, completing the accessible name ('Edit Asha Nair'). */
  subject: string;
  onClick: () => void;
  variant?: 'primary' | 'danger' | 'success' | 'secondary';
  disabled?: boolean;
}

export function RowButton({ label, subject, onClick, variant = 'secondary', disabled }: RowButtonProps) {
  return (
    <button type="button" className={`btn btn-sm btn-outline-${variant}`} onClick={onClick} disabled={disabled}>
      {label}
      <span className="visually-hidden"> {subject}</span>
    </button>
  );
}

interface MoveButtonsProps {
  subject: string;
  onMove: (direction: -1 | 1) => void;
  isFirst: boolean;
  isLast: boolean;
}

/** Move up / Move down, named 'Move {subject} up' and 'Move {subject} down'. */
export function MoveButtons({ subject, onMove, isFirst, isLast }: MoveButtonsProps) {
  return (
    <span className="btn-group" role="group" aria-label={`Order of ${subject}`}>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onMove(-1)} disabled={isFirst}>
        <span aria-hidden="true">↑</span>
        <span className="visually-hidden">Move {subject} up</span>
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onMove(1)} disabled={isLast}>
        <span aria-hidden="true">↓</span>
        <span className="visually-hidden">Move {subject} down</span>
      </button>
    </span>
  );
}

export function RowActions({ children }: { children: ReactNode }) {
  return <div className="d-flex flex-wrap gap-1">{children}</div>;
}
