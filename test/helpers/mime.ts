/**
 * A received mail read back as its reader sees it, whatever its script: the headers' encoded
 * words undone (RFC 2047) and each text part's transfer encoding undone as UTF-8 (RFC 2045).
 * smtp.ts's `decoded` suits ASCII mail only: it turns each encoded byte into a character.
 */

/** Quoted-printable text to its bytes (soft line breaks already removed). */
const quotedPrintableBytes = (text: string) => {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text[index] === '=' ? /^[0-9A-Fa-f]{2}/.exec(text.slice(index + 1, index + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      index += 2;
    } else bytes.push(...Buffer.from(text[index]!, 'utf8'));
  }
  return Buffer.from(bytes);
};

const ENCODED_WORD = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;

/** A header value with its encoded words decoded; adjacent words are joined before decoding, as a character may be split across them. */
function decodeWords(value: string): string {
  return value.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=\s*)+/g, (run) => {
    const bytes = [...run.matchAll(ENCODED_WORD)].map(([, encoding, text]) =>
      encoding!.toUpperCase() === 'B' ? Buffer.from(text!, 'base64') : quotedPrintableBytes(text!.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  }).trim();
}

function split(entity: string): { headers: string; body: string } {
  const end = /\r?\n\r?\n/.exec(entity);
  return end ? { headers: entity.slice(0, end.index), body: entity.slice(end.index + end[0].length) } : { headers: entity, body: '' };
}

/** A header of a message or part, unfolded and decoded; undefined when it has none. */
export function headerOf(entity: string, name: string): string | undefined {
  const lines = split(entity).headers.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const line = lines.find((each) => each.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
}

/** The plain-text and HTML parts of a multipart/alternative message, decoded. */
export function textParts(raw: string): { text: string; html: string } {
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headerOf(raw, 'Content-Type') ?? '')?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const parts = { text: '', html: '' };
  for (const entity of raw.split(`--${boundary}`).slice(1, -1)) {
    const part = entity.replace(/^\r?\n/, '');
    const type = headerOf(part, 'Content-Type') ?? '';
    const encoding = (headerOf(part, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
    const { body } = split(part);
    const bytes =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? quotedPrintableBytes(body.replace(/=\r?\n/g, ''))
          : Buffer.from(body, 'utf8');
    const decoded = bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '');
    if (type.startsWith('text/plain')) parts.text = decoded;
    if (type.startsWith('text/html')) parts.html = decoded;
  }
  return parts;
}
