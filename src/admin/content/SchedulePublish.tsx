/**
 * Publish later, below the editor's actions: a date and time typed in the company's zone (named
 * beside the input) at which the draft as it is now is published (decision 257); once scheduled,
 * when and by whom, with Cancel. English documents only.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import type { ContentSchedule } from '../../domain/content/content-api.ts';
import { contentMessages } from '../../domain/content/messages.ts';
import { messages } from '../../domain/messages.ts';
import { isoToZonedTime, zonedTimeToIso } from '../../domain/time-zone.ts';
import { useBanner } from '../login/banner.ts';
import { useDialogs } from '../ui/dialogs.tsx';
import { companyZone, formatDateTime } from '../ui/format.ts';
import { editorTexts as say } from './editor-texts.ts';
import type { DraftDocument } from './useDraftDocument.ts';

export function SchedulePublish({ document, scheduled }: { document: DraftDocument; scheduled: ContentSchedule | null }) {
  const id = useId();
  const { confirm } = useDialogs();
  const [banner, showBanner] = useBanner(null);
  const [wallClock, setWallClock] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const zone = companyZone();
  const { busy, dirty, state } = document;
  const canSchedule = busy === null && (dirty || Boolean(state?.draft));

  async function schedule() {
    if (!wallClock) return setRefusal(say.scheduleNeedsTime);
    const at = zonedTimeToIso(wallClock, zone);
    if (!at || Date.parse(at) <= Date.now()) return setRefusal(contentMessages.invalidPublishTime);
    setRefusal(null);
    if (await document.schedule(at, setRefusal)) {
      setWallClock('');
      showBanner({ kind: 'success', text: contentMessages.scheduled });
    }
  }

  async function cancel() {
    if (!(await confirm(messages.admin.confirmTitle, say.confirmCancelSchedule))) return;
    if (await document.cancelSchedule()) showBanner({ kind: 'success', text: contentMessages.scheduleCancelled });
  }

  // Enter in the time schedules rather than saving the draft (the editor's form around it).
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (canSchedule) void schedule();
  }

  return (
    <section className="admin-schedule card border-0 shadow-sm mb-3" aria-labelledby={`${id}-heading`}>
      <div className="card-body py-2">
        <h3 id={`${id}-heading`} className="h6 mb-2">
          {say.scheduleHeading}
        </h3>
        {scheduled ? (
          <p className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <span className="badge text-bg-info">{say.scheduledFor(formatDateTime(scheduled.at), scheduled.scheduledBy)}</span>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void cancel()} disabled={busy !== null}>
              {say.cancelSchedule}
            </button>
          </p>
        ) : null}
        <div className="d-flex flex-wrap align-items-end gap-2">
          <div>
            <label htmlFor={`${id}-at`} className="form-label small mb-1">
              {say.scheduleLabel(zone)}
            </label>
            <input
              id={`${id}-at`}
              type="datetime-local"
              className={`form-control form-control-sm${refusal ? ' is-invalid' : ''}`}
              value={wallClock}
              min={isoToZonedTime(new Date().toISOString(), zone)}
              onChange={(event) => setWallClock(event.target.value)}
              onKeyDown={onKeyDown}
              aria-invalid={refusal ? true : undefined}
              // The refusal is read first, then the hint.
              aria-describedby={`${refusal ? `${id}-refusal ` : ''}${id}-hint`}
            />
          </div>
          <button type="button" className="btn btn-outline-success btn-sm" onClick={() => void schedule()} disabled={!canSchedule}>
            {busy === 'scheduling' ? say.scheduling : say.schedule}
          </button>
        </div>
        {refusal ? (
          <p id={`${id}-refusal`} className="invalid-feedback d-block mb-0" role="alert">
            {refusal}
          </p>
        ) : null}
        <p id={`${id}-hint`} className="small text-body-secondary mb-0 mt-1">
          {say.scheduleHint}
        </p>
        <div role="status" aria-live="polite">
          {banner ? <p className="text-success small mb-0 mt-1">{banner.text}</p> : null}
        </div>
      </div>
    </section>
  );
}
