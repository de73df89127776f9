/**
 * The dashboard's tab ids and their addresses: a leaf module, so links into a tab (the Site
 * Content editor's, for one) do not import the tabs themselves, which load every tab's chunk.
 */
export const TAB_IDS = ['dashboard', 'staff', 'clients', 'contacts', 'inquiries', 'advertisements', 'content', 'statistics', 'privacy', 'accounts', 'activity', 'backups', 'devices'] as const;
export type TabId = (typeof TAB_IDS)[number];

/** The dashboard with one tab open; the first tab is the dashboard's own address. */
export const tabHref = (dashboard: string, id: TabId) => (id === 'dashboard' ? dashboard : `${dashboard}?tab=${id}`);

export function isTabId(value: string | null): value is TabId {
  return value !== null && (TAB_IDS as readonly string[]).includes(value);
}
