/**
 * The one way the admin asks before typed work is thrown away (issue 37): a form with unsaved
 * changes asks before its dialog closes (Escape, Cancel, the close button) and before the app,
 * the browser's back and forward or the page itself is left (navigation.tsx's leave guard). The
 * same question everywhere, and "Keep editing" keeps the form as typed.
 */
import { useCallback } from 'react';
import { messages } from '../../domain/messages.ts';
import { useLeaveGuard } from '../navigation.tsx';
import { useDialogs } from './dialogs.tsx';
import { unsavedTexts } from './unsaved-texts.ts';


/**
 * While `dirty`, leaving asks first. Resolves whether the caller may close: at once when nothing
 * changed, else the person's answer.
 */
export function useUnsavedChanges(dirty: boolean): () => Promise<boolean> {
  const { confirm } = useDialogs();
  const ask = useCallback(() => confirm(messages.admin.confirmTitle, unsavedTexts.question, unsavedTexts.leave, unsavedTexts.keepEditing), [confirm]);
  useLeaveGuard(dirty, ask);
  return useCallback(async () => !dirty || ask(), [dirty, ask]);
}
