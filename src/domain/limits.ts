/** Business constants and limits of docs/product.md#limits, defined once. */
export const MB = 1024 * 1024;

export const limits = {
  profileImageBytes: 5 * MB, // 5242880
  videoBytes: 50 * MB, // 52428800
  logoBytes: 5 * MB,
  adImageBytes: 5 * MB,
  resumeBytes: 5 * MB,
  jsonBodyBytes: 1 * MB,
  jsonBodyWithDataUrlsBytes: 70 * MB,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  publicPhoneDigits: 10,
  carouselItems: 5,
  /** Staff and client cards on the home page (ours): the full lists are on /team and /clients, and the home page stays one round trip however many there are. */
  homePreviewCards: 8,
  carouselIntervalMs: 5000,
  carouselSwipePx: 40,
  languagePollMs: 2000,
  bannerMs: 5000,
  chunkLoadTimeoutMs: 120_000,
  /** Admin lists called with ?limit=&offset=&q= (without them a list is returned whole). */
  listPage: { defaultLimit: 50, maxLimit: 500, maxQueryLength: 200 },
  /** PUT .../order: the most items one call may place. */
  maxOrderedItems: 10_000,
  text: {
    name: 120,
    email: 254,
    phone: 20,
    shortText: 200,
    message: 5000,
    longText: 10_000,
    url: 2048,
    skills: 50,
    /** YYYY-MM-DD. */
    date: 10,
  },
  /** Site content documents (src/domain/content): what one field or list may hold. */
  content: {
    line: 200,
    paragraph: 2000,
    markdown: 10_000,
    /** A page's meta description: long enough to say something, short enough for a search result. */
    metaDescription: { min: 20, max: 170 },
    /** The most entries any list of a document holds, unless its definition says fewer. */
    listItems: 20,
    /** Revisions kept per document (older ones are deleted when a publish adds one). */
    revisionsKept: 100,
  },
} as const;

export const throttles = {
  /** Public submissions: SUBMISSION_LIMIT per window per address (default in env). */
  submissionWindowMs: 10 * 60 * 1000,
  loginWindowMs: 15 * 60 * 1000,
  loginPerAccount: 5,
  loginPerAddress: 30,
  changeRequestWindowMs: 60 * 60 * 1000,
  /**
   * Change requests naming one account from one caller address (an IPv6 /64): counted for the
   * pair, so requests from elsewhere never spend the owner's allowance.
   */
  changeRequestPerAccountAndAddress: 5,
  changeRequestPerAddress: 20,
  /** Invitation mails to one invited address sent again within changeRequestWindowMs. */
  invitationResendsPerAddress: 5,
} as const;

export const sessionLifetime = {
  idleMs: 12 * 60 * 60 * 1000,
  absoluteMs: 7 * 24 * 60 * 60 * 1000,
} as const;

export const verificationLifetimeMs = 10 * 60 * 1000;
export const invitationLifetimeMs = 24 * 60 * 60 * 1000;
/** Wrong values typed on a verification page before its link stops working. */
export const typedConfirmationAttempts = 5;
