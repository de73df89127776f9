/**
 * The one way an admin form shows a refusal: beside the field that caused it (its control marked
 * invalid and described by the message, which takes the focus), or above the form when no field
 * of it is at fault. A refusal is the same value whether the form's own check found it or the
 * server answered `{ error, field }`.
 */
import { useEffect, type RefObject } from 'react';
import type { FieldIssue } from '../../domain/field-issue.ts';
import type { Result } from '../../domain/result.ts';
import { ApiError } from '../api/client.ts';

/** A refusal the form shows: `field` is its path ('services.2.title', 'name'), '' for the whole form. */
export type FieldProblem = FieldIssue;

/** The refusal of a failed check, or null when it passed. */
export const problemOf = (checked: Result<unknown>): FieldProblem | null =>
  checked.ok ? null : { field: checked.field ?? '', message: checked.error };

/** A server's refusal of one field (400, or 409 for a value already in use), or null for any other failure. */
export function serverProblemOf(error: unknown): FieldProblem | null {
  if (!(error instanceof ApiError) || error.field === undefined || (error.status !== 400 && error.status !== 409)) return null;
  return { field: error.field, message: error.serverMessage };
}

/** Moves the focus to the field a new refusal is about, or to the form's own message. */
export function useFocusOnProblem(root: RefObject<HTMLElement | null>, problem: FieldProblem | null) {
  useEffect(() => {
    if (problem) root.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem]')?.focus();
  }, [root, problem]);
}
