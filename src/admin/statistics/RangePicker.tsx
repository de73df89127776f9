import { useId, useState, type FormEvent } from 'react';
import type { FieldIssue } from '../../domain/field-issue.ts';
import { checkRange, daysInRange, lastDays, RANGE_PRESETS, type DayRange } from '../../domain/day-range.ts';
import { companyToday } from '../ui/format.ts';

/** Which preset a range is (the last 7, 30 or 90 days), or none when the reader chose its days. */
function presetOf(range: DayRange, today: string): number | null {
  return RANGE_PRESETS.find((days) => range.to === today && daysInRange(range.from, range.to) === days) ?? null;
}

/** The Statistics screen's range: the last 7, 30 or 90 days at a click, or a first and last day typed in. */
export function RangePicker({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const today = companyToday();
  const preset = presetOf(range, today);
  const [custom, setCustom] = useState(preset === null);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [issue, setIssue] = useState<FieldIssue | null>(null);
  const errorId = useId();
  const formId = useId();

  const choosePreset = (days: number) => {
    setCustom(false);
    setIssue(null);
    onChange(lastDays(days, today));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRange(from, to, today);
    if ('message' in checked) {
      setIssue(checked);
      document.getElementById(`${formId}-${checked.field}`)?.focus();
      return;
    }
    setIssue(null);
    onChange(checked);
  };

  const dayField = (field: 'from' | 'to', label: string, value: string, setValue: (value: string) => void) => (
    <div className="col-6 col-md-auto">
      <label htmlFor={`${formId}-${field}`} className="form-label">
        {label}
      </label>
      <input
        type="date"
        id={`${formId}-${field}`}
        className={`form-control${issue?.field === field ? ' is-invalid' : ''}`}
        aria-invalid={issue?.field === field || undefined}
        aria-describedby={issue?.field === field ? errorId : undefined}
        max={today}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </div>
  );

  return (
    <div className="mb-3">
      <div className="btn-group flex-wrap mb-2" role="group" aria-label="Range">
        {RANGE_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className={`btn ${!custom && preset === days ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={!custom && preset === days}
            onClick={() => choosePreset(days)}
          >
            Last {days} days
          </button>
        ))}
        <button
          type="button"
          className={`btn ${custom ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={custom}
          aria-expanded={custom}
          aria-controls={formId}
          onClick={() => setCustom(true)}
        >
          Choose days
        </button>
      </div>
      {custom ? (
        <form id={formId} className="row g-2 align-items-end" noValidate onSubmit={submit} aria-label="Choose days">
          {dayField('from', 'First day', from, setFrom)}
          {dayField('to', 'Last day', to, setTo)}
          <div className="col-12 col-md-auto">
            <button type="submit" className="btn btn-primary">
              Show
            </button>
          </div>
          {issue ? (
            <p id={errorId} className="col-12 text-danger mb-0" role="alert">
              {issue.message}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
