/** A visitor's message in a table cell: line breaks kept, wide enough to read, never wider. */
export function LongText({ text }: { text: string }) {
  return <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: '14rem', maxWidth: '32rem' }}>{text}</div>;
}
