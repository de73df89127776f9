/**
 * A public form's submit button: `label`, or `sendingLabel` and disabled while it sends. The
 * server renders `sendingLabel` into `data-sending-label` as well, so that before the island
 * has hydrated (or without it) the page's small sending script (SHOW_SENDING_STATE in
 * src/site/lib/inline-script.ts) shows the same words, in whatever language the page renders.
 */
export function SendButton({ label, sendingLabel, sending }: { label: string; sendingLabel: string; sending: boolean }) {
  return (
    <button type="submit" className="btn btn-primary mt-3" disabled={sending} data-sending-label={sendingLabel}>
      {sending ? sendingLabel : label}
    </button>
  );
}

/**
 * Whether the page's sending script has already sent the form that posts to `action` as a plain
 * post before this island hydrated (it marks the button with `data-label`). The island then
 * starts in its sending state, as the button already reads, until the answer replaces the page;
 * it also keeps its first render the same as the page it hydrates.
 */
export function sentAsPlainPost(action: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`form[action^="${action}"] [data-label]`) !== null;
}
