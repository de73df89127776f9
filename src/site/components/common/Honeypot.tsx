/**
 * A field people never see or reach; bots that fill every input give themselves away and the
 * server quietly drops their submission. Read with the other fields from the form at submit.
 * Pushed off the page's start side (the left, or the right on a right-to-left page), where
 * nothing can be scrolled to.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', insetInlineStart: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor="website-field">Website</label>
      <input id="website-field" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
