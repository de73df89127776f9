/**
 * The site's own words in English: everything the public site prints that is not site content
 * (documents an editor changes) or collection data. Every other language's catalogue has exactly
 * these keys (the type check refuses a missing or an extra one) and translates each text.
 *
 * Texts only, so a page can hand an island the part it needs as props. `{name}`-style holes are
 * filled by `fill` (./fill.ts); a translation keeps each hole and may move it.
 *
 * The English is the site's exact wording: the English pages read as they always have.
 */
import { applicationFormEn } from './en/application-form.ts';
import { carouselEn } from './en/carousel.ts';
import { commonEn } from './en/common.ts';
import { enquiryEn } from './en/enquiry.ts';
import { footerEn } from './en/footer.ts';
import { navEn } from './en/nav.ts';
import { staffEn } from './en/staff.ts';
import type { PluralText } from './plural.ts';

export const en = {
  /** Around every public page. */
  layout: {
    skipLink: 'Skip to main content',
    /** The logo link to the home page. */
    homeLink: '{company}: home',
    previewBanner: 'Preview: you are seeing unpublished drafts. Visitors see the published site.',
    previewExit: 'Leave preview',
  },
  /** The top bar. */
  nav: navEn,
  /** The language menu; `{language}` is the current language's name in its own script. */
  languageMenu: {
    label: 'Language: {language}',
  },
  footer: footerEn,
  common: commonEn,
  /** The online enquiry form, on /contact and at the foot of the home page. */
  enquiry: enquiryEn,
  /** Refusals both public forms can meet, whatever was typed. */
  formErrors: {
    tooManySubmissions: 'Too many submissions. Please try again later.',
    /** The link of the short page that refuses a form post past the submission limit. */
    backToForm: 'Back to the form',
    tooLarge: 'The request is too large.',
    serverError: 'Something went wrong on our side. Please try again.',
    crossSite: 'This request must come from this site.',
  },
  contactPage: {
    title: 'Contact',
    description: 'Send {company} an online enquiry, or reach our customer care in {city}, {region} by e-mail or phone.',
    heading: 'Contact Us',
    detailsHeading: 'Contact Details',
    customerCareEmail: 'Customer care e-mail',
    phone: 'Phone',
    address: 'Address',
  },
  /** The internship application form and the rest of /internship/apply. */
  application: {
    privacyLead: 'Read our',
    privacyLink: 'privacy notice',
    /** What ends the sentence after the link. */
    privacyEnd: '.',
    ...applicationFormEn,
    selectProgram: 'Select a program',
    resume: 'Resume',
    resumeHint: '(optional, PDF only)',
    resumeProgress: 'Resume upload',
    submit: 'Submit Application',
    uploading: 'Uploading...',
    submitted: 'Application submitted successfully!',
    failed: 'Failed to submit application. Please try again.',
    required: 'Please fill in your name, email, program and cover letter.',
    unknownProgramme: 'Please choose one of the listed programs.',
    pdfOnly: 'Only PDF files are allowed for resumes.',
    resumeNotFound: 'The attached resume could not be found. Please upload it again.',
    viewDetails: 'View Details',
    /** Read after 'View Details' by screen readers. */
    viewDetailsOf: 'of {title}',
    skillsCovered: 'Skills Covered',
    duration: 'Duration',
    notes: 'Notes',
    enlarge: '(enlarge)',
    emailUs: 'Email Us',
    visitSite: 'Visit Site',
    viewPdf: 'View PDF',
    viewPdfHidden: 'brochure (opens in a new tab)',
    downloadPdf: 'Download PDF',
    downloadPdfHidden: 'brochure',
  },
  advertisements: {
    title: 'Our Advertisements',
    description: 'Current internship calls, job openings and events: search by title and open any advertisement in full.',
    heading: 'Our Advertisements',
    panel: 'Search and apply',
    searchLabel: 'Search by title',
    searchPlaceholder: 'e.g. internship',
    applyInternship: 'Apply Internship',
    hiring: 'Hiring',
    noneFound: 'No advertisements found.',
    learnMore: 'Learn more',
  },
  /** The home page's advertisements carousel. */
  carousel: carouselEn,
  team: {
    heading: 'Meet Our Expert Staff',
    technologiesOf: 'Technologies of {name}',
    noTechnologies: 'No technologies listed',
  },
  clients: {
    heading: 'Our Esteemed Clients',
    noClients: 'No Clients Yet!',
    logoOf: '{name} logo',
    collaboration: 'Collaboration',
    impact: 'Impact',
    visitWebsite: 'Visit Website',
    /** Read after 'Visit Website' by screen readers. */
    visitWebsiteOf: 'of {name} (opens in a new tab)',
  },
  /** /staff/{id}. */
  staff: staffEn,
  /** Headings and labels inside the content pages' sections. */
  sections: {
    whatWeDo: 'What We Do',
    keyFeatures: 'Key features',
    useCase: 'Use case',
    technologies: 'Technologies',
    benefits: 'Benefits',
    impact: 'Impact:',
    duration: 'Duration',
    roles: 'Roles',
    roleCount: '{count} roles',
    eligibility: 'Eligibility',
    youGain: 'You gain',
    lastUpdated: 'Last updated:',
  },
  /** The privacy notice's closing section: what the visitor figures count, and that nothing identifies a visitor (docs/decisions/255). */
  visitorFigures: {
    heading: "Visitor figures",
    text: "To learn which pages are read and in which languages, the site counts page views on its own server: the page, its language, the kind of site you came from (for example a search engine), and whether you use a phone, a tablet or a computer. Your network address and browser are used only to tell the visitors of one day apart, through a code that changes every day and cannot be traced back to you; they are never stored. No cookie, script or other service is involved, and nothing we keep identifies you.",
  },
  /** The privacy notice's retention period, filled into its text. */
  retention: {
    untilCleanUp: 'until the next daily clean-up (at most a day)',
    months: { one: 'up to 1 month', other: 'up to {count} months' } satisfies PluralText,
    days: { one: 'up to 1 day', other: 'up to {count} days' } satisfies PluralText,
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist on our site.',
    heading: 'Page not found',
    text: 'The address may be mistyped, or the page may have moved. These pages are a good place to continue:',
    home: 'Home',
    services: 'Our services',
    internship: 'Internship opportunity',
    contact: 'Contact us',
  },
  /** The page shown while the database cannot be reached. */
  unavailable: {
    message: 'The service is temporarily unavailable. Please try again shortly.',
  },
};

/**
 * Every text of `T` as a string, or a counted text's forms: what each other language's catalogue
 * must provide.
 */
type TextsOf<T> = { readonly [Key in keyof T]: T[Key] extends string ? string : T[Key] extends PluralText ? PluralText : TextsOf<T[Key]> };

/** The site's own words in one language. */
export type Catalogue = TextsOf<typeof en>;
