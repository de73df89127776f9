/**
 * Every user-visible text of docs/product.md#rules and #messages, defined once and used by
 * the server, the pages, the admin area and the tests. Texts marked "ours" are
 * decisions where the old site had none (docs/decisions/043-repository-rules.md).
 */
export const messages = {
  enquiry: {
    invalidPhone: 'Please enter a valid 10-digit phone number',
    fixPhoneFirst: 'Please fix the phone number before submitting.',
    sent: 'Message sent successfully!',
    failed: 'Failed to send message. Please try again.',
    required: 'Please fill in your name, email and message.', // ours
    invalidEmail: 'Please enter a valid email address.', // ours
    sending: 'Sending...', // ours: the button while an enquiry is on its way
  },
  application: {
    submitted: 'Application submitted successfully!',
    uploading: 'Uploading...',
    failed: 'Failed to submit application. Please try again.',
    pdfOnly: 'Only PDF files are allowed for resumes.',
    required: 'Please fill in your name, email, program and cover letter.', // ours
    unknownProgramme: 'Please choose one of the listed programs.', // ours
    resumeNotFound: 'The attached resume could not be found. Please upload it again.', // ours
  },
  publicForm: {
    invalidLanguage: "The page language must be one of the site's language codes.", // ours
  },
  staff: {
    /** Named by the fields the staff definition requires, in form order: '… Name, Role, Employee ID, Joining Date, Blood Group, Status'. */
    required: (labels: readonly string[]) => `Please fill in all required fields: ${labels.join(', ')}`,
    resignationReason: 'Please provide a resignation reason for resigned status.',
    terminationReason: 'Please provide a termination reason for terminated status.',
    emergencyPhone: 'Please enter a valid emergency phone number (e.g., +1234567890) or leave it blank.',
    duplicateEmployeeId: 'A team member with this Employee ID already exists. Please use a unique Employee ID.',
    added: 'Team member added successfully!',
    updated: 'Team member updated successfully!',
    deleted: 'Team member deleted successfully!',
    notFound: 'Staff Member Not Found',
    loading: 'Loading Staff Member Details...',
  },
  client: {
    nameRequired: 'Client name is required.',
    invalidLogo: 'Please upload a valid image file.',
    added: 'Client added successfully!',
    updated: 'Client updated successfully!',
    deleted: 'Client deleted successfully!',
    noClients: 'No Clients Yet!',
    loading: 'Loading...',
  },
  advertisement: {
    titleRequired: 'Title is required.', // ours
    added: 'Advertisement added successfully!',
    updated: 'Advertisement updated successfully!',
    deleted: 'Advertisement deleted successfully!',
    noneFound: 'No advertisements found.',
    // ours: campaigns (docs/decisions/256-advertisement-campaigns.md)
    invalidLink: 'The link must be a page of this site (starting with /) or an https:// address.',
    invalidTime: 'Enter a date and time that exists, like 25 Aug 2026, 9:00 am.',
    endBeforeStart: 'The end must be after the start.',
  },
  contact: { deleted: 'Contact deleted successfully!' },
  inquiry: {
    accepted: 'Inquiry accepted successfully!',
    rejected: 'Inquiry rejected successfully!',
    deleted: 'Inquiry deleted successfully!',
    invalidStatus: 'Status must be Pending, Accepted or Rejected.', // ours
    alreadyInStatus: 'This inquiry already has that status: someone may have just changed it. The list shows it as it is now.', // ours
  },
  /** The office's inbox: replies, notes, statuses and undo on enquiries and applications (ours). */
  inbox: {
    replyRequired: 'Please write the message to send.',
    replyTooLong: 'The message is too long: please keep it under 10,000 characters.',
    replySent: 'Reply sent.',
    replyFailed: 'The reply could not be sent: the mail server did not take it. Your text is kept; please try again.',
    decisionMailFailed: 'The decision is saved, but the mail to the applicant could not be sent. Your text is kept; please try again.',
    noteRequired: 'Please write the note.',
    noteTooLong: 'The note is too long: please keep it under 2,000 characters.',
    noteAdded: 'Note added.',
    invalidContactChange: 'Please send read as true or false, or a status of New, Replied or Closed.',
    invalidEnquiryStatus: 'Status must be New, Replied or Closed.',
    invalidNotify: 'Please send notify as true or false.',
    invalidBulk: 'Please choose up to 500 records and one action: read, unread, close or delete.',
    invalidStatusFilter: 'Please choose a status from the list to filter by.',
    restored: 'Brought back.',
    undoExpired: 'It is too late to undo: the record is gone for good.',
  },
  file: {
    invalidTitle: 'Invalid File',
    tooLargeTitle: 'File Too Large',
    invalidImage: 'Please upload a JPEG or PNG image.', // ours
    invalidVideo: 'Please upload an MP4 or WebM video.', // ours
    imageTooLarge: 'The image must be 5 MB or smaller.', // ours
    videoTooLarge: 'The video must be 50 MB or smaller.', // ours
    resumeTooLarge: 'The resume must be 5 MB or smaller.', // ours
    unsupported: 'This file type is not supported.', // ours
    invalidAdImage: 'Please upload a JPEG, PNG, WebP or GIF image.', // ours
    missing: 'Please choose a file to upload.', // ours
    invalidKind: 'Please choose what kind of file this is: image, logo, ad-image, video or resume.', // ours
    unreadable: 'The file could not be read. Please upload it again.', // ours
    uploadAgain: 'Please upload the file again.', // ours
    uploadsFull: 'Too many files are waiting to be sent right now. Please try again later.', // ours
    tooManyAtOnce: 'Too many files are being sent from your connection at once. Please wait for them to finish and try again.', // ours
    tooManyWaiting: 'Your connection has sent several resumes that no application has used yet. Please send your application with one of them, or try again later.', // ours
  },
  auth: {
    invalidCredentials: 'Invalid email or password',
    authErrorTitle: 'Authentication Error',
    pleaseLogIn: (action: string) => `Please log in to ${action}.`,
    notSignedIn: 'Please log in to continue.', // ours: API 401 body
    tooManyAttempts: 'Too many attempts. Please try again later.', // ours
    crossSite: 'This request must come from this site.', // ours
    sessionEnded: 'Your session has ended. Please log in again.', // ours: the login banner of ?error=session-ended
  },
  emailChange: {
    required: 'Email of account to change, new email, and confirmation are required.',
    mismatch: 'New email and confirm email do not match.',
    failedPrefix: 'Failed to request email change: ',
    failedDefault: 'Failed to request email change.',
    requested: 'If that account exists, a confirmation link has been sent to its current email address.', // ours
  },
  passwordChange: {
    required: 'Email of account to change, new password, and confirmation are required.', // ours: the old site said only "all fields required"
    mismatch: 'New password and confirm password do not match.',
    weak: 'Password is not strong enough...',
    // ours: what follows SPEC's message, naming what the password lacks
    tooShort: (min: number) => `Use at least ${min} characters.`,
    tooLong: (max: number) => `Use at most ${max} characters.`,
    missing: { lowercase: 'a lowercase letter', uppercase: 'an uppercase letter', digit: 'a digit', special: 'a symbol (one of @$!%*?&)' },
    add: (parts: readonly string[]) => `Add ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]}.`,
    common: 'This password is too common: it appears in lists of leaked passwords. Choose another.', // ours
    hint: 'At least 8 characters, with a lowercase letter, an uppercase letter, a digit and one of @$!%*?&.', // ours
    failedPrefix: 'Failed to request password change: ',
    failedDefault: 'Failed to request password change.',
    requested: 'If that account exists, a confirmation link has been sent to its email address.', // ours
  },
  verification: {
    verifying: 'Verifying Change...',
    failed: 'Verification failed',
    invalidLink: 'Invalid verification link',
    emailChanged: 'Your email address has been changed. Please log in with the new address.', // ours
    passwordChanged: 'Your password has been changed. Please log in with the new password.', // ours
    confirmToApply: 'This link is valid. Confirm on the verification page to apply the change.', // ours
    // ours: a link opened in a browser that did not ask for the change (or by a mail filter)
    typeToConfirm: {
      password: 'This link was opened in a different browser from the one that asked for the change. To apply it, type the new password you asked for.',
      email: 'This link was opened in a different browser from the one that asked for the change. To apply it, type the new email address you asked for.',
    },
    typedLabel: { password: 'New password you asked for', email: 'New email address you asked for' }, // ours
    apply: 'Apply Change', // ours
    typedMismatch: 'That is not the change that was asked for. Nothing was changed.', // ours
    newAddressSent: 'Almost done: a confirmation link has been sent to the new email address. Open it to finish the change.', // ours
  },
  share: {
    noQrTitle: 'No QR Code',
    noQr: 'No QR code available to share.',
    failed: 'Failed to share QR code',
    copied: 'QR code URL copied to clipboard!',
  },
  api: {
    invalidPaging: 'limit must be a whole number from 1 to 500, and offset a whole number from 0.', // ours
    invalidOrder: 'Please send the ids of the items in their new order, each once.', // ours
    orderSaved: 'Order saved.', // ours
    invalidReadFlag: 'Please send read as true or false.', // ours
    invalidFilter: 'Please choose the account, kind and date to filter by from the lists.', // ours
  },
  http: {
    notFound: 'Not found.', // ours
    invalidJson: 'The request body is not valid JSON.', // ours
    unexpectedForm: 'The request is not in the expected form.', // ours
    tooLarge: 'The request is too large.', // ours
    tooManySubmissions: 'Too many submissions. Please try again later.', // ours
    unstorableText: 'The text contains characters that cannot be accepted. Please remove them and try again.', // ours
    serverError: 'Something went wrong on our side. Please try again.', // ours
    unavailable: 'The service is temporarily unavailable. Please try again shortly.', // ours
    unsupportedMediaType: 'Unsupported content type.', // ours
    rangeNotSatisfiable: 'The requested range is not available.', // ours
  },
  admin: {
    errorTitle: 'Error', // docs/product.md#messages: failed admin calls show a dialog titled 'Error'
    successTitle: 'Success', // ours
    confirmTitle: 'Please Confirm', // ours
    close: 'Close',
    cancel: 'Cancel',
    ok: 'OK',
    unknownError: 'Unknown error',
    responseNotJson: 'Response is not JSON',
    networkError: 'Could not reach the server. Please check your connection and try again.', // ours
    loading: 'Loading...',
    reload: 'Reload the page', // ours
  },
  adminError: (action: string, what: string, status: number, serverMessage?: string) =>
    `Failed to ${action} ${what}: HTTP error! Status: ${status}, Message: ${serverMessage || 'Unknown error'}`,
  confirmDelete: (what: string) => `Are you sure you want to delete this ${what}?`,
  // ours: the admin's Site Content screen (the API's own texts are in `content` below)
  // ours: the Accounts and Activity screens, and the invitation page
  accounts: {
    title: 'Accounts',
    exists: 'An account with this email already exists.',
    invited: (email: string) => `An invitation has been sent to ${email}. The link works once, for 24 hours.`,
    invalidInvite: 'This invitation link is invalid or has expired. Ask for a new invitation.',
    cannotRemoveSelf: 'You cannot remove your own account.',
    cannotRemoveLast: 'The last account cannot be removed.',
    removed: 'Account removed. Its sessions have ended.',
    confirmRemove: (email: string) => `Remove the account ${email}? It is signed out everywhere at once.`,
    invite: 'Invite',
    inviteLabel: 'Email address to invite',
    nameLabel: 'Name',
    acceptTitle: 'Set Your Password',
    acceptIntro: 'You have been invited to the admin area. Choose a password to finish.',
    passwordLabel: 'New password',
    confirmLabel: 'Confirm new password',
    acceptButton: 'Set Password and Log In',
    activityTitle: 'Activity',
    pendingTitle: 'Pending invitations',
    noPending: 'No pending invitations.',
    revoke: 'Revoke',
    confirmRevoke: (email: string) => `Revoke the invitation to ${email}? Its link stops working at once.`,
    revoked: 'Invitation revoked. Its link no longer works.',
    resend: 'Send again',
    resent: (email: string) => `A new invitation has been sent to ${email}. The earlier link no longer works.`,
    roleLabel: 'Role',
    roleNames: { owner: 'Owner', editor: 'Editor' },
    roleHints: {
      owner: 'Everything, including accounts, backups, privacy requests, company details and Activity.',
      editor: 'Site content and translations, staff, clients, advertisements and the inbox.',
    },
    changeRole: 'Change role',
    roleChanged: (email: string, role: string) => `${email} is now ${role === 'owner' ? 'an owner' : 'an editor'}.`,
    roleRequired: 'Choose a role: owner or editor.',
    nameTooLong: (max: number) => `Keep the name to ${max} characters or fewer.`,
    cannotRemoveLastOwner: 'The last owner cannot be removed or made an editor. Make another account an owner first.',
    ownersOnly: 'Only owners may do this. Ask an owner of the site.',
    ownersOnlyScreen: 'Only owners can open this screen. Ask an owner of the site if you need something here.',
  },
  // ours: the signed-in account's own password and address, changed from inside the admin
  ownAccount: {
    title: 'Your account',
    intro: 'A change is confirmed by a link sent to your current address. Once it applies, every session of your account signs out and you log in again.',
    changePassword: 'Change my password',
    changeEmail: 'Change my e-mail',
  },
  // ours: the signed-in devices of one's own account (GET /api/auth/sessions) and their section in the admin
  sessions: {
    title: 'Signed-in devices',
    intro: 'Where your account is signed in now. End any session you do not recognise; then change your password.',
    browser: 'Browser',
    signedIn: 'Signed in',
    lastUsed: 'Last used',
    actions: 'Actions',
    thisDevice: 'This device',
    end: 'End',
    endLabel: (browser: string, signedIn: string) => `End the session of ${browser}, signed in ${signedIn}`,
    signOutOthers: 'Sign out everywhere else',
    ended: 'The session has ended.',
    endedOthers: (count: number) => (count === 1 ? 'One other session has ended.' : `${count} other sessions have ended.`),
    onlyThisDevice: 'Your account is signed in on this device only.',
    notFound: 'No such session of your account.',
    unknownBrowser: 'Unknown browser',
    browserOn: (browser: string, system: string) => `${browser} on ${system}`,
  },
  // ours: the Statistics screen's range, checked alike by the screen and GET /api/stats
  stats: {
    invalidDate: 'Please give the day as YYYY-MM-DD.', // ours
    noFrom: 'Please choose the first day of the range.', // ours
    noTo: 'Please choose the last day of the range.', // ours
    reversedRange: 'The last day must not be before the first.', // ours
    future: 'The last day cannot be after today.', // ours
    rangeTooLong: (days: number) => `Please choose at most ${days} days.`, // ours
  },
  // ours: the Privacy Requests screen
  privacy: {
    title: 'Privacy Requests',
    intro: 'Find everything the site holds for an e-mail address, download it as one file, or erase it. Mail the site has already sent is out of reach: it stays in the mailboxes it reached.',
    emailLabel: 'Email address',
    find: 'Find',
    download: 'Download as JSON',
    erase: 'Erase all',
    nothingHeld: (email: string) => `Nothing is held for ${email}.`,
    held: (email: string, summary: string) => `Held for ${email}: ${summary}.`,
    confirmErase: (email: string, summary: string) => `Erase everything held for ${email}: ${summary}? This cannot be undone.`,
    erased: (summary: string) => `Erased ${summary}.`,
    purgeNow: 'Run the retention clean-up now',
    confirmPurge: 'Erase every contact submission and every decided application, with its resume, whose retention period has passed?',
    purged: (summary: string) => `The clean-up erased ${summary}.`,
    logTitle: 'Record of privacy actions',
    logHint: 'Addresses are recorded only as a code: the same address always gives the same code.',
    actions: { purge: 'Retention clean-up', export: 'Looked up and exported', erase: 'Erased' },
    scheduled: 'Scheduled',
  },
  // ours: site content documents (rule failures name the field by its label)
  // ours: read to screen readers when the table turns to a row just saved
  savedRowShown: (subject: string, page: number) => `${subject} is saved and highlighted on page ${page}.`,
  chunkLoadFailed: (id: string) => `Loading chunk ${id} failed`,
} as const;
