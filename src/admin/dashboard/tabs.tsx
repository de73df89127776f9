/**
 * The dashboard's tabs, in sidebar order (docs/product.md#admin-area, then ours). Each tab's code
 * is its own chunk, loaded when the tab is first opened.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { messages } from '../../domain/messages.ts';
import { lazyChunk } from '../ui/lazy-chunk.ts';
import { editorTexts } from '../content/editor-texts.ts';

import type { TabId } from './tab-ids.ts';

export interface AdminTab {
  id: TabId;
  label: string;
  component: LazyExoticComponent<ComponentType>;
  /** Shown to owners only (docs/product.md#roles): an editor's sidebar leaves it out. */
  ownersOnly?: true;
}

export const adminTabs: readonly AdminTab[] = [
  { id: 'dashboard', label: 'Dashboard', component: lazyChunk('dashboard-counts', () => import('../tabs/DashboardTab.tsx')) },
  { id: 'staff', label: 'Staff Members', component: lazyChunk('staff', () => import('../tabs/StaffTab.tsx')) },
  { id: 'clients', label: 'Client Management', component: lazyChunk('clients', () => import('../tabs/ClientsTab.tsx')) },
  { id: 'contacts', label: 'Contact Submissions', component: lazyChunk('contacts', () => import('../tabs/ContactsTab.tsx')) },
  { id: 'inquiries', label: 'Internship Inquiries', component: lazyChunk('inquiries', () => import('../tabs/InquiriesTab.tsx')) },
  { id: 'advertisements', label: 'Advertisement Management', component: lazyChunk('advertisements', () => import('../tabs/AdvertisementsTab.tsx')) },
  { id: 'content', label: editorTexts.title, component: lazyChunk('site-content', () => import('../tabs/SiteContentTab.tsx')) },
  { id: 'statistics', label: 'Statistics', component: lazyChunk('statistics', () => import('../statistics/StatisticsTab.tsx')) },
  { id: 'privacy', label: messages.privacy.title, component: lazyChunk('privacy', () => import('../tabs/PrivacyTab.tsx')), ownersOnly: true },
  { id: 'accounts', label: messages.accounts.title, component: lazyChunk('accounts', () => import('../tabs/AccountsTab.tsx')), ownersOnly: true },
  { id: 'activity', label: messages.accounts.activityTitle, component: lazyChunk('activity', () => import('../tabs/ActivityTab.tsx')), ownersOnly: true },
  { id: 'backups', label: 'Backups', component: lazyChunk('backups', () => import('../tabs/BackupsTab.tsx')), ownersOnly: true },
  { id: 'devices', label: messages.sessions.title, component: lazyChunk('devices', () => import('../tabs/DevicesTab.tsx')) },
];
