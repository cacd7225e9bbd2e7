import type { Role } from '@ctp/domain';
import { paths } from '@ctp/domain';
import {
  Activity,
  BarChart3,
  Bell,
  Database,
  FileSignature,
  FolderOpen,
  Fuel,
  GitMerge,
  Handshake,
  Landmark,
  LayoutDashboard,
  LineChart,
  Newspaper,
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
import { loadAdminContentPane } from '@/features/admin-content';
import { loadAdminDashboardPane } from '@/features/admin-dashboard';
import { loadAdminDatabasePane } from '@/features/admin-database';
import { loadAdminDocumentsPane } from '@/features/admin-documents';
import { loadAdminFuelPricesPane } from '@/features/admin-fuel-prices';
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
import type { PortalTabKey } from './portal-config.texts';

/**
 * One tab of a portal, and so one nested route under the portal's path (the portal's only route
 * table: the side menu and the routes are both read from it).
 */
export interface PortalTab {
  /** The URL segment under the portal path; null for the dashboard, the portal path itself. */
  path: string | null;
  /** Its name and the line under the pane heading saying what the section is for (portalTexts.tabs). */
  text: PortalTabKey;
  icon: LucideIcon;
  /** The tab's content, loaded on the first visit to the tab (each pane is its own chunk). */
  Pane: ComponentType;
  /** Starts loading the pane's chunk ahead of a visit (the menu does on hover and focus). */
  preload: () => Promise<unknown>;
}

export interface PortalConfig {
  role: Role;
  basePath: string;
  /** Its name ('Trader Portal') and the small caps line above the side menu ('ADMINISTRATOR') are portalTexts.portals[role]. */
  tabs: readonly PortalTab[];
  /** Spec 2.17: the seller header greets with 'Welcome back', today's date and a verify-email banner. */
  greeting: boolean;
}

/** A trader's or seller's portal, which shows its own sign-in screen (spec 2.13) to a visitor with no session. */
export interface MemberPortalConfig extends PortalConfig {
  role: 'trader' | 'seller';
  /** What an account of another role is told (spec 6): a key of spec 8's TEXTS. */
  refusal: 'traderOnly' | 'sellerOnly';
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
      text: 'dashboard',
      icon: LayoutDashboard,
      Pane: () => <dashboard.Pane role={role} links={links} />,
      preload: dashboard.preload,
    },
    tradingTab,
    {
      path: 'matching',
      text: 'matching',
      icon: GitMerge,
      Pane: () => <matchingCenter.Pane side={side} />,
      preload: matchingCenter.preload,
    },
    { path: 'market-intelligence', text: 'marketIntelligence', icon: LineChart, ...pane(loadMarketIntelligencePane, (m) => m.MarketIntelligencePane) },
    { path: 'streaming-royalty', text: 'streamingRoyalty', icon: Landmark, ...pane(loadStreamingRoyaltyPane, (m) => m.StreamingRoyaltyPane) },
    { path: 'deals', text: 'deals', icon: Handshake, ...deals },
    { path: 'contracts', text: 'contracts', icon: FileSignature, ...pane(loadContractsPane, (m) => m.ContractsPane) },
    { path: 'documents', text: 'documents', icon: FolderOpen, ...pane(loadDocumentsPane, (m) => m.DocumentsPane) },
    { path: 'activity', text: 'activity', icon: Activity, ...pane(loadActivityPane, (m) => m.ActivityPane) },
    { path: 'profile', text: 'profile', icon: UserRound, ...pane(loadProfilePane, (m) => m.ProfilePane) },
    { path: 'settings', text: 'settings', icon: Settings, ...pane(loadSettingsPane, (m) => m.SettingsPane) },
  ];
}

export const TRADER_PORTAL: MemberPortalConfig = {
  role: 'trader',
  basePath: paths.traderPortal,
  greeting: false,
  refusal: 'traderOnly',
  tabs: memberTabs('trader', paths.traderPortal, {
    path: 'trading',
    text: 'trading',
    icon: TrendingUp,
    ...pane(loadTradingPane, (m) => m.TradingPane),
  }),
};

export const SELLER_PORTAL: MemberPortalConfig = {
  role: 'seller',
  basePath: paths.sellerPortal,
  greeting: true,
  refusal: 'sellerOnly',
  tabs: memberTabs('seller', paths.sellerPortal, {
    path: 'trading',
    text: 'selling',
    icon: Store,
    ...pane(loadSellingCenterPane, (m) => m.SellingCenterPane),
  }),
};

const adminDashboard = pane(loadAdminDashboardPane, (m) => m.AdminDashboardPane);
const adminInquiries = pane(loadAdminInquiriesPanel, (m) => m.AdminInquiriesPanel);

/** One pane per tab of spec 2.18, each its own chunk; the dashboard also holds the inbox of contact and portal inquiries. */
export const ADMIN_PORTAL: PortalConfig = {
  role: 'admin',
  basePath: paths.adminPortal,
  greeting: false,
  tabs: [
    {
      path: null,
      text: 'adminDashboard',
      icon: LayoutDashboard,
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
      text: 'users',
      icon: Users,
      ...pane(loadAdminUsersPane, (m) => m.AdminUsersPane),
    },
    { path: 'trades', text: 'trades', icon: TrendingUp, ...pane(loadAdminTradesPane, (m) => m.AdminTradesPane) },
    { path: 'matching', text: 'adminMatching', icon: GitMerge, ...pane(loadAdminMatchingPane, (m) => m.AdminMatchingPane) },
    { path: 'deals', text: 'adminDeals', icon: Handshake, ...deals },
    { path: 'content', text: 'content', icon: Newspaper, ...pane(loadAdminContentPane, (m) => m.AdminContentPane) },
    {
      path: 'contracts',
      text: 'adminContracts',
      icon: FileSignature,
      ...pane(loadAdminContractsPane, (m) => m.AdminContractsPane),
    },
    {
      path: 'analytics',
      text: 'analytics',
      icon: BarChart3,
      ...pane(loadAdminAnalyticsPane, (m) => m.AdminAnalyticsPane),
    },
    { path: 'documents', text: 'adminDocuments', icon: FolderOpen, ...pane(loadAdminDocumentsPane, (m) => m.AdminDocumentsPane) },
    { path: 'fuel-prices', text: 'fuelPrices', icon: Fuel, ...pane(loadAdminFuelPricesPane, (m) => m.AdminFuelPricesPane) },
    { path: 'audit', text: 'audit', icon: ScrollText, ...pane(loadAdminAuditPane, (m) => m.AdminAuditPane) },
    { path: 'security', text: 'security', icon: Shield, ...pane(loadAdminSecurityPane, (m) => m.AdminSecurityPane) },
    { path: 'alerts', text: 'alerts', icon: Bell, ...pane(loadAdminAlertsPane, (m) => m.AdminAlertsPane) },
    { path: 'database', text: 'database', icon: Database, ...pane(loadAdminDatabasePane, (m) => m.AdminDatabasePane) },
    {
      path: 'settings',
      text: 'systemSettings',
      icon: Settings,
      ...pane(loadAdminSettingsPane, (m) => m.AdminSettingsPane),
    },
  ],
};
