/**
 * The dashboard's tabs, in sidebar order (SPEC section 2, then ours). Each tab's code is its own chunk,
 * loaded when the tab is first opened.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { messages } from '../../domain/messages.ts';
import { lazyChunk } from '../ui/lazy-chunk.ts';
import { editorTexts } from '../content/editor-texts.ts';

export const TAB_IDS = ['dashboard', 'staff', 'clients', 'contacts', 'inquiries', 'advertisements', 'content', 'privacy', 'accounts', 'activity'] as const;
export type TabId = (typeof TAB_IDS)[number];

export interface AdminTab {
  id: TabId;
  label: string;
  component: LazyExoticComponent<ComponentType>;
}

export const adminTabs: readonly AdminTab[] = [
  { id: 'dashboard', label: 'Dashboard', component: lazyChunk('dashboard-counts', () => import('../tabs/DashboardTab.tsx')) },
  { id: 'staff', label: 'Staff Members', component: lazyChunk('staff', () => import('../tabs/StaffTab.tsx')) },
  { id: 'clients', label: 'Client Management', component: lazyChunk('clients', () => import('../tabs/ClientsTab.tsx')) },
  { id: 'contacts', label: 'Contact Submissions', component: lazyChunk('contacts', () => import('../tabs/ContactsTab.tsx')) },
  { id: 'inquiries', label: 'Internship Inquiries', component: lazyChunk('inquiries', () => import('../tabs/InquiriesTab.tsx')) },
  { id: 'advertisements', label: 'Advertisement Management', component: lazyChunk('advertisements', () => import('../tabs/AdvertisementsTab.tsx')) },
  { id: 'content', label: editorTexts.title, component: lazyChunk('site-content', () => import('../tabs/SiteContentTab.tsx')) },
  { id: 'privacy', label: messages.privacy.title, component: lazyChunk('privacy', () => import('../tabs/PrivacyTab.tsx')) },
  { id: 'accounts', label: messages.accounts.title, component: lazyChunk('accounts', () => import('../tabs/AccountsTab.tsx')) },
  { id: 'activity', label: messages.accounts.activityTitle, component: lazyChunk('activity', () => import('../tabs/ActivityTab.tsx')) },
];

/** The dashboard with one tab open; the first tab is the dashboard's own address. */
export const tabHref = (dashboard: string, id: TabId) => (id === 'dashboard' ? dashboard : `${dashboard}?tab=${id}`);

export function isTabId(value: string | null): value is TabId {
  return value !== null && (TAB_IDS as readonly string[]).includes(value);
}
