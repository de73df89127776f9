/**
 * Company details shown across the public site, e-mails and structured data.
 * This is the one place a real company changes to make the site its own.
 * The values below are a neutral demo company.
 */
export interface CompanySettings {
  name: string;
  shortName: string;
  tagline: string;
  foundedOn: string; // ISO date
  phone: { display: string; tel: string };
  email: string;
  customerCareEmail: string;
  address: {
    street: string;
    locality: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    countryCode: string;
  };
  social: { facebook: string; instagram: string; linkedin: string; youtube: string };
  mapEmbedUrl: string;
  aboutUrl: string;
  copyrightYear: number;
}

export const company: CompanySettings = {
  name: 'Nilavu Technologies',
  shortName: 'Nilavu',
  tagline: 'Software, web and mobile products built in Kerala, and the next generation of engineers trained alongside them.',
  foundedOn: '2023-10-25',
  phone: { display: '+91 98470 12345', tel: '+919847012345' },
  email: 'hello@nilavu.example',
  customerCareEmail: 'care@nilavu.example',
  address: {
    street: '2nd Floor, Kuruppam Road',
    locality: 'Swaraj Round',
    city: 'Thrissur',
    region: 'Kerala',
    postalCode: '680001',
    country: 'India',
    countryCode: 'IN',
  },
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
    youtube: 'https://www.youtube.com/',
  },
  mapEmbedUrl:
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3922.6!2d76.2144!3d10.5276!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zVGhyaXNzdXI!5e0!3m2!1sen!2sin!4v1700000000000',
  aboutUrl: 'https://en.wikipedia.org/wiki/Thrissur',
  copyrightYear: 2025,
};

export function formatAddress(address = company.address): string {
  return `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;
}
