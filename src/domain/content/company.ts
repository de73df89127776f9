import { z } from 'zod';
import { labelled } from '../field-meta.ts';
import { type LanguageCode, SOURCE_LANGUAGE } from '../languages.ts';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { defineContent } from './define.ts';
import { choice, date, email, group, languageList, line, list, mediaUrl, optionalEmail, optionalLine, phone, timeZone, url } from './fields.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import { DEFAULT_TIME_ZONE } from '../time-zone.ts';
import { MAP_EMBED, toMapEmbed } from '../map-embed.ts';
import { contentMessages } from './messages.ts';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];


const schema = z.object({
  name: line('Company Name', { max: limits.text.name, translatable: false }),
  shortName: line('Short Name', { max: 40, hint: 'Where the full name does not fit, such as the header on phones.', width: 'half', translatable: false }),
  tagline: line('Tagline', { max: 300, hint: 'One sentence under the name in the footer and in search results of the home page.' }),
  foundedOn: date('Founded On', { width: 'half' }),
  phone: phone('Phone', { width: 'half' }),
  email: email('Contact Email', { width: 'half' }),
  customerCareEmail: email('Customer Care Email', { width: 'half' }),
  notificationEmail: optionalEmail('Notification Email', {
    hint: 'Where the office is told of new enquiries and applications. Left empty, they go to the contact email. Your technical team can set another address on the server, which then takes its place.',
    width: 'half',
    internal: true,
  }),
  timeZone: timeZone('Time zone for e-mails and the admin area', {
    hint: 'The office’s local time, used for times in e-mails and in the admin area: Asia/Kolkata for India, or another city such as Asia/Dubai or Europe/London.',
    width: 'half',
  }),
  languages: languageList('Languages of the site', {
    hint: 'English is always offered. A language switched off disappears from the language menu and from search engines, and visitors who had its pages open are shown the English ones.',
  }),
  address: group('Address', {
    street: line('Street', { width: 'half' }),
    locality: optionalLine('Locality', { width: 'half' }),
    city: line('City', { width: 'half' }),
    region: line('State', { width: 'half' }),
    postalCode: line('Postal Code', { max: 12, width: 'half', translatable: false }),
    country: line('Country', { width: 'half' }),
    countryCode: labelled(
      z.string().trim().regex(/^[A-Z]{2}$/, 'Country Code must be two capital letters, such as IN.'),
      { label: 'Country Code', hint: 'The country in two capital letters, such as IN for India, so search engines place the office in the right country.', required: true, width: 'half' },
    ),
  }),
  mapEmbedUrl: labelled(
    // A link or an address becomes the map frame's address before the rule reads it (map-embed.ts).
    z.preprocess(
      (typed) => (typeof typed === 'string' ? toMapEmbed(typed) : typed),
      z.string().trim().max(limits.text.url, contentMessages.tooLong('Map Address', limits.text.url)).regex(MAP_EMBED, contentMessages.invalidMapUrl('Map Address')),
    ),
    {
      label: 'Map Address',
      hint: "The office's address, or its link from Google Maps (open the place and copy the address bar): the map on the site is made from it.",
      required: true,
    },
  ),
  social: list(
    'Social Links',
    'Social Link',
    z.object({ network: choice('Network', SOCIAL_NETWORKS, { width: 'half' }), url: url('Address', { width: 'half' }) }),
    { min: 0, max: SOCIAL_NETWORKS.length },
  ),
  logo: mediaUrl('Logo', 'logo', { hint: 'Shown square, 70 pixels wide, in the footer.' }),
  copyright: line('Copyright Line'),
});

/** The company's details, read by every page (header, footer, contact, structured data) and every mail. */
export const companyContent = defineContent({
  key: 'company',
  title: 'Company details',
  schema,
  routes: 'all',
  defaults: {
    name: 'Nilavu Technologies',
    shortName: 'Nilavu',
    tagline: 'Software, web and mobile products built in Kerala, and the next generation of engineers trained alongside them.',
    foundedOn: '2023-10-25',
    phone: '+91 98470 12345',
    email: 'hello@nilavu.example',
    customerCareEmail: 'care@nilavu.example',
    notificationEmail: '',
    timeZone: DEFAULT_TIME_ZONE,
    languages: [...LANGUAGE_CODES],
    address: {
      street: '2nd Floor, Kuruppam Road',
      locality: 'Swaraj Round',
      city: 'Thrissur',
      region: 'Kerala',
      postalCode: '680001',
      country: 'India',
      countryCode: 'IN',
    },
    mapEmbedUrl:
      'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3922.6!2d76.2144!3d10.5276!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zVGhyaXNzdXI!5e0!3m2!1sen!2sin!4v1700000000000',
    social: [
      { network: 'facebook', url: 'https://www.facebook.com/' },
      { network: 'instagram', url: 'https://www.instagram.com/' },
      { network: 'linkedin', url: 'https://www.linkedin.com/' },
      { network: 'youtube', url: 'https://www.youtube.com/' },
    ],
    logo: '/images/logo.svg',
    copyright: '© 2025 Nilavu Technologies. All rights reserved.',
  },
});

export type CompanyContent = z.output<typeof schema>;

/** The tel: link of a phone number as shown: '+91 98470 12345' → 'tel:+919847012345'. */
export const telUri = (shown: string) => `tel:${shown.replace(/[^\d+]/g, '')}`;

/** The comma between an address's parts where a language writes its own: Arabic's ، */
const ADDRESS_COMMA: Partial<Record<LanguageCode, string>> = { ar: '، ' };

/** The address on one line, with the commas of `lang`, the language its words are in. */
export function formatAddress(address: CompanyContent['address'], lang: LanguageCode = SOURCE_LANGUAGE): string {
  const comma = ADDRESS_COMMA[lang] ?? ', ';
  const street = [address.street, address.locality].filter(Boolean).join(comma);
  return `${street}${comma}${address.city}${comma}${address.region} ${address.postalCode}${comma}${address.country}`;
}
