/**
 * How a public form sent as a plain HTML form post (no script, or sent before it arrived)
 * ended, for the page that answers it: done, or a failure with what was typed, so it comes back
 * in the form instead of being lost.
 */
export type FormPostResult<Values> = { outcome: 'done' } | { outcome: 'failed'; values: Values };
