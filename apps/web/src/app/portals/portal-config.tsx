import type { Role } from '@ctp/domain';
import { TEXTS, paths } from '@ctp/domain';
import {
  Activity,
  BarChart3,
  Bell,
  Database,
  FileSignature,
  FolderOpen,
  GitMerge,
  Handshake,
  Landmark,
  LayoutDashboard,
  LineChart,
  ScrollText,
  Settings,
  Shield,
  Store,
  TrendingUp,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { loadActivityPane } from '@/features/activity';
import { loadAdminAlertsPane } from '@/features/admin-alerts';
import { loadAdminAnalyticsPane } from '@/features/admin-analytics';
import { loadAdminAuditPane } from '@/features/admin-audit';
import { loadAdminDashboardPane } from '@/features/admin-dashboard';
import { loadAdminDatabasePane } from '@/features/admin-database';
import { loadAdminDocumentsPane } from '@/features/admin-documents';
import { loadAdminInquiriesPanel } from '@/features/admin-inquiries';
import { loadAdminMatchingPane } from '@/features/admin-matching';
import { loadAdminSecurityPane } from '@/features/admin-security';
import { loadAdminSettingsPane } from '@/features/admin-settings';
import { loadAdminTradesPane } from '@/features/admin-trades';
import { loadAdminUsersPane } from '@/features/admin-users';
import { loadAdminContractsPane, loadContractsPane } from '@/features/contracts';
import { loadDashboardPane } from '@/features/dashboard';
import { loadDealsPane } from '@/features/deals';
import { loadDocumentsPane } from '@/features/documents';
import { loadMarketIntelligencePane } from '@/features/market-intelligence';
import { loadMatchingCenterPane } from '@/features/matching-center';
import { loadProfilePane } from '@/features/profile';
import { loadSellingCenterPane } from '@/features/selling-center';
import { loadSettingsPane } from '@/features/settings';
import { loadStreamingRoyaltyPane } from '@/features/streaming-royalty';
import { loadTradingPane } from '@/features/trading';
import { lazyComponent } from '@/lib/lazy-component';

/**
 * One tab of a portal, and so one nested route under the portal's path (the portal's only route
 * table: the side menu and the routes are both read from it).
 */
export interface PortalTab {
  /** The URL segment under the portal path; null for the dashboard, the portal path itself. */
  path: string | null;
  label: string;
  icon: LucideIcon;
  /** One line under the pane heading saying what the section is for. */
  description: string;
  /** The tab's content, loaded on the first visit to the tab (each pane is its own chunk). */
  Pane: ComponentType;
  /** Starts loading the pane's chunk ahead of a visit (the menu does on hover and focus). */
  preload: () => Promise<unknown>;
}

export interface PortalConfig {
  role: Role;
  basePath: string;
  /** 'Trader Portal' and so on, next to the product name. */
  label: string;
  /** Small caps line above the side menu (spec 2.18: 'ADMINISTRATOR'). */
  sidebarLabel: string;
  tabs: readonly PortalTab[];
  /** Spec 2.17: the seller header greets with 'Welcome back', today's date and a verify-email banner. */
  greeting: boolean;
}

/** A trader's or seller's portal, which shows its own sign-in screen (spec 2.13) to a visitor with no session. */
export interface MemberPortalConfig extends PortalConfig {
  role: 'trader' | 'seller';
  signIn: { subtitle: string; registerLink: string; refusal: string };
}

/** A pane from a feature's loader: its own chunk, fetched when the tab first shows (or is about to). */
function pane<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  const { Component, preload } = lazyComponent(load, pick);
  return { Pane: Component, preload };
}

const dashboard = pane(loadDashboardPane, (m) => m.DashboardPane);
const matchingCenter = pane(loadMatchingCenterPane, (m) => m.MatchingCenterPane);

/** The deal room (issue 13), a tab of the three portals. */
const deals = pane(loadDealsPane, (m) => m.DealsPane);

export const tabPath = (basePath: string, tab: Pick<PortalTab, 'path'>) => (tab.path === null ? basePath : `${basePath}/${tab.path}`);

/** The side menu of the trader and seller portals (spec 2.16, 2.17); only the trading tab differs. */
function memberTabs(role: 'trader' | 'seller', basePath: string, tradingTab: PortalTab): PortalTab[] {
  const links = { activity: `${basePath}/activity`, contracts: `${basePath}/contracts`, trading: `${basePath}/trading` };
  const side = role === 'trader' ? 'buy' : 'sell';
  return [
    {
      path: null,
      label: 'Dashboard',
      icon: LayoutDashboard,
      description: 'Your account at a glance.',
      Pane: () => <dashboard.Pane role={role} links={links} />,
      preload: dashboard.preload,
    },
    tradingTab,
    {
      path: 'matching',
      label: 'Matching Center',
      icon: GitMerge,
      description: 'Follow your requests from search to match to completion.',
      Pane: () => <matchingCenter.Pane side={side} />,
      preload: matchingCenter.preload,
    },
    { path: 'market-intelligence', label: 'Market Intelligence', icon: LineChart, description: 'Spot prices, forecasts and geopolitical alerts.', ...pane(loadMarketIntelligencePane, (m) => m.MarketIntelligencePane) },
    { path: 'streaming-royalty', label: 'Streaming & Royalty', icon: Landmark, description: 'Mining streaming and royalty opportunities.', ...pane(loadStreamingRoyaltyPane, (m) => m.StreamingRoyaltyPane) },
    { path: 'deals', label: 'Deals', icon: Handshake, description: 'Negotiate your matched trades: offers, messages, documents, the contract.', ...deals },
    { path: 'contracts', label: 'Contracts', icon: FileSignature, description: 'Your contracts and their status.', ...pane(loadContractsPane, (m) => m.ContractsPane) },
    { path: 'documents', label: 'Documents', icon: FolderOpen, description: 'Upload, find and download your trade and KYC documents.', ...pane(loadDocumentsPane, (m) => m.DocumentsPane) },
    { path: 'activity', label: 'Activity', icon: Activity, description: 'What happened on your account, most recent first.', ...pane(loadActivityPane, (m) => m.ActivityPane) },
    { path: 'profile', label: 'Profile', icon: UserRound, description: 'Your account details.', ...pane(loadProfilePane, (m) => m.ProfilePane) },
    { path: 'settings', label: 'Settings', icon: Settings, description: 'Your preferences.', ...pane(loadSettingsPane, (m) => m.SettingsPane) },
  ];
}

export const TRADER_PORTAL: MemberPortalConfig = {
  role: 'trader',
  basePath: paths.traderPortal,
  label: 'Trader Portal',
  sidebarLabel: 'TRADER',
  greeting: false,
  signIn: {
    subtitle: 'Secure access to your trading dashboard',
    registerLink: 'Register for Trading Access',
    refusal: TEXTS.traderOnly,
  },
  tabs: memberTabs('trader', paths.traderPortal, {
    path: 'trading',
    label: 'Trading',
    icon: TrendingUp,
    description: 'Request gold and fuel trades.',
    ...pane(loadTradingPane, (m) => m.TradingPane),
  }),
};

export const SELLER_PORTAL: MemberPortalConfig = {
  role: 'seller',
  basePath: paths.sellerPortal,
  label: 'Seller Portal',
  sidebarLabel: 'SELLER',
  greeting: true,
  signIn: {
    subtitle: 'Secure access to your selling dashboard',
    registerLink: 'Register for Selling Access',
    refusal: TEXTS.sellerOnly,
  },
  tabs: memberTabs('seller', paths.sellerPortal, {
    path: 'trading',
    label: 'Selling Center',
    icon: Store,
    description: 'List commodities for sale and follow inquiries.',
    ...pane(loadSellingCenterPane, (m) => m.SellingCenterPane),
  }),
};

const adminDashboard = pane(loadAdminDashboardPane, (m) => m.AdminDashboardPane);
const adminInquiries = pane(loadAdminInquiriesPanel, (m) => m.AdminInquiriesPanel);

/** One pane per tab of spec 2.18, each its own chunk; the dashboard also holds the inbox of contact and portal inquiries. */
export const ADMIN_PORTAL: PortalConfig = {
  role: 'admin',
  basePath: paths.adminPortal,
  label: 'Admin Panel',
  sidebarLabel: 'ADMINISTRATOR',
  greeting: false,
  tabs: [
    {
      path: null,
      label: 'Dashboard',
      icon: LayoutDashboard,
      description: 'Platform overview.',
      Pane: () => (
        <div className="space-y-8">
          <adminDashboard.Pane />
          <adminInquiries.Pane />
        </div>
      ),
      preload: () => Promise.all([adminDashboard.preload(), adminInquiries.preload()]),
    },
    {
      path: 'users',
      label: 'User Management',
      icon: Users,
      description: 'Find users, change roles, suspend, reactivate and create accounts.',
      ...pane(loadAdminUsersPane, (m) => m.AdminUsersPane),
    },
    { path: 'trades', label: 'Trade Management', icon: TrendingUp, description: 'Review, approve and reject trades.', ...pane(loadAdminTradesPane, (m) => m.AdminTradesPane) },
    { path: 'matching', label: 'Trade Matching', icon: GitMerge, description: 'Pair buy requests with sell offers.', ...pane(loadAdminMatchingPane, (m) => m.AdminMatchingPane) },
    { path: 'deals', label: 'Deals', icon: Handshake, description: 'Every deal as the desk sees it: offers, messages and documents.', ...deals },
    {
      path: 'contracts',
      label: 'Contracts',
      icon: FileSignature,
      description: 'Every contract: terms, parties, signatures and documents; cancel with a reason.',
      ...pane(loadAdminContractsPane, (m) => m.AdminContractsPane),
    },
    {
      path: 'analytics',
      label: 'Analytics',
      icon: BarChart3,
      description: 'Volumes, performance and regional distribution.',
      ...pane(loadAdminAnalyticsPane, (m) => m.AdminAnalyticsPane),
    },
    { path: 'documents', label: 'Document Center', icon: FolderOpen, description: 'Documents across all accounts.', ...pane(loadAdminDocumentsPane, (m) => m.AdminDocumentsPane) },
    { path: 'audit', label: 'Audit Logs', icon: ScrollText, description: 'Who did what, and when.', ...pane(loadAdminAuditPane, (m) => m.AdminAuditPane) },
    { path: 'security', label: 'Security', icon: Shield, description: 'Access and security controls.', ...pane(loadAdminSecurityPane, (m) => m.AdminSecurityPane) },
    { path: 'alerts', label: 'System Alerts', icon: Bell, description: 'Alerts raised by the platform.', ...pane(loadAdminAlertsPane, (m) => m.AdminAlertsPane) },
    { path: 'database', label: 'Database', icon: Database, description: 'Storage and database status.', ...pane(loadAdminDatabasePane, (m) => m.AdminDatabasePane) },
    {
      path: 'settings',
      label: 'System Settings',
      icon: Settings,
      description: 'Platform, trading, notification and security settings.',
      ...pane(loadAdminSettingsPane, (m) => m.AdminSettingsPane),
    },
  ],
};
