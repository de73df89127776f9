/** The dashboard's words beside the product's card titles: the work waiting, what each card counts, the sidebar's counts. */
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const dashboardTexts = {
  title: 'Dashboard',
  todaysWork: "Today's work",
  newEnquiries: (count: number) => plural(count, 'new enquiry', 'new enquiries'),
  applicationsWaiting: (count: number) => `${plural(count, 'application', 'applications')} waiting for a decision`,
  failedReplies: (count: number) =>
    `${plural(count, 'mail', 'mails')} to visitors could not be sent: open the enquiry or application to send it again.`,
  siteProblems: 'Problems with the website',
  counts: 'Counts',
  cardNotes: {
    staff: (counts: { staff: number; currentStaff: number }) => `${counts.currentStaff} currently working, ${counts.staff} in all`,
    clients: () => 'in all',
    newContacts: () => 'unread',
    inquiries: (counts: { attention: { applications: number } }) => `in all, ${counts.attention.applications} waiting`,
    advertisements: () => 'in all',
  },
  loadFailed: 'dashboard counts',
  /** The sidebar's counts, read after the tab's name ("Contact Submissions, 3 new"). */
  sidebar: {
    contacts: (count: number) => `${count} new`,
    inquiries: (count: number) => `${count} waiting`,
  },
};
