/**
 * docs/product.md#contact-form: the public phone, when given, is a 10-digit Indian number. People
 * write it as they write phone numbers: `98470 12345`, `+91 98470-12345`, `(984) 701 2345`, in
 * their own script's digits (Malayalam, Devanagari, Arabic-Indic, ...). The server stores the ten
 * ASCII digits. In its own zod-free module so the browser's enquiry form does not pull in the
 * schema library.
 */
const PUBLIC_PHONE = /^\d{10}$/;

// The zero of each run of decimal digits people here write numbers in: ASCII, Arabic-Indic,
// Extended Arabic-Indic (Persian, Urdu), Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil,
// Telugu, Kannada, Malayalam, and fullwidth (a phone keyboard's).
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xff10];
// What people put between digits: spaces (a no-break one too), hyphens and dashes, dots, brackets.
const SEPARATORS = /[\s\u00a0\u2010-\u2015\-.()]/g;
const INDIA = '+91';

/** A digit of any of those scripts as its ASCII digit; anything else as it is. */
function asciiDigit(character: string): string {
  const code = character.codePointAt(0)!;
  const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
  return zero === undefined ? character : String(code - zero);
}

/** The ten digits of a phone number as written, or null when it is not one. */
export function publicPhoneDigits(written: string): string | null {
  const plain = Array.from(written.replace(SEPARATORS, ''), asciiDigit).join('');
  const national = plain.startsWith(INDIA) ? plain.slice(INDIA.length) : plain;
  return PUBLIC_PHONE.test(national) ? national : null;
}

export const isValidPublicPhone = (phone: string) => phone.trim() === '' || publicPhoneDigits(phone) !== null;
