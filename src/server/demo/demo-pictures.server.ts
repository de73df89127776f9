import { runImageJob } from '../files/image-process.server.ts';

/**
 * Pictures for the demo content, drawn here as SVG and turned into PNG: the project ships no
 * third-party images. Text uses the generic sans-serif font; where none is installed the shapes
 * still make a usable picture.
 */
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const toPng = (svg: string) => runImageJob('svgToPng', svg);

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

/** A calm colour chosen from the name, so each person keeps theirs. */
function colourFor(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360}, 55%, 38%)`;
}

/** A square initials avatar (staff profile picture). */
export function avatarPng(name: string, size = 400): Promise<Buffer> {
  const colour = colourFor(name);
  return toPng(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${colour}"/>
  <circle cx="50" cy="40" r="30" fill="#ffffff" fill-opacity="0.12"/>
  <text x="50" y="52" font-family="sans-serif" font-size="38" font-weight="bold" fill="#ffffff"
    text-anchor="middle" dominant-baseline="middle">${escapeXml(initialsOf(name))}</text>
</svg>`);
}

/** A simple logo mark: a rounded badge with the initials over two overlapping circles. */
export function logoPng(name: string, [dark, light]: [string, string], size = 320): Promise<Buffer> {
  return toPng(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="22" fill="#ffffff"/>
  <circle cx="40" cy="42" r="26" fill="${light}"/>
  <circle cx="60" cy="58" r="26" fill="${dark}" fill-opacity="0.9"/>
  <text x="50" y="52" font-family="sans-serif" font-size="26" font-weight="bold" fill="#ffffff"
    text-anchor="middle" dominant-baseline="middle">${escapeXml(initialsOf(name))}</text>
</svg>`);
}

/** Splits a title into lines of about `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A 1200x630 banner with the title, a subtitle and the company name (advertisement image). */
export function bannerPng(title: string, subtitle: string, [dark, light]: [string, string], companyName: string): Promise<Buffer> {
  const titleLines = wrap(title, 22)
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 84}">${escapeXml(line)}</tspan>`)
    .join('');
  return toPng(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="background" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/>
      <stop offset="1" stop-color="${light}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#background)"/>
  <circle cx="1050" cy="120" r="220" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="1120" cy="520" r="160" fill="#ffffff" fill-opacity="0.1"/>
  <rect x="80" y="110" width="120" height="10" rx="5" fill="#ffffff" fill-opacity="0.8"/>
  <text x="80" y="230" font-family="sans-serif" font-size="72" font-weight="bold" fill="#ffffff">${titleLines}</text>
  <text x="80" y="500" font-family="sans-serif" font-size="34" fill="#ffffff" fill-opacity="0.92">${escapeXml(subtitle)}</text>
  <text x="80" y="565" font-family="sans-serif" font-size="28" font-weight="bold" fill="#ffffff" fill-opacity="0.85">${escapeXml(companyName)}</text>
</svg>`);
}
