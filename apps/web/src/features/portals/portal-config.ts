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

export interface PortalTab {
  /** The URL segment under the portal path; 'dashboard' is the portal path itself. */
  id: string;
  label: string;
  icon: LucideIcon;
  /** One line under the pane heading saying what the section is for. */
  description: string;
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
  /** The portal's own sign-in screen (spec 2.13), shown to a visitor with no session; none for the admin panel. */
  signIn?: { subtitle: string; registerLink: string; refusal: string };
}

export const DASHBOARD_TAB_ID = 'dashboard';

/** Role labels of the portal headers; the trader portal's default label is Trader (spec 2.16). */
export const ROLE_LABELS: Record<Role, string> = { trader: 'Trader', seller: 'Seller', admin: 'Administrator' };
export const roleLabel = (role: string | undefined) => (role && role in ROLE_LABELS ? ROLE_LABELS[role as Role] : 'Trader');

/** The side menu of the trader and seller portals (spec 2.16, 2.17); only the trading tab's title differs. */
const memberTabs = (tradingTab: PortalTab): PortalTab[] => [
  { id: DASHBOARD_TAB_ID, label: 'Dashboard', icon: LayoutDashboard, description: 'Your account at a glance.' },
  tradingTab,
  { id: 'matching', label: 'Matching Center', icon: GitMerge, description: 'Follow your requests from search to match to completion.' },
  { id: 'market-intelligence', label: 'Market Intelligence', icon: LineChart, description: 'Spot prices, forecasts and geopolitical alerts.' },
  { id: 'streaming-royalty', label: 'Streaming & Royalty', icon: Landmark, description: 'Mining streaming and royalty opportunities.' },
  { id: 'contracts', label: 'Contracts', icon: FileSignature, description: 'Your contracts and their status.' },
  { id: 'documents', label: 'Documents', icon: FolderOpen, description: 'Upload, find and download your trade and KYC documents.' },
  { id: 'activity', label: 'Activity', icon: Activity, description: 'What happened on your account, most recent first.' },
  { id: 'profile', label: 'Profile', icon: UserRound, description: 'Your account details.' },
  { id: 'settings', label: 'Settings', icon: Settings, description: 'Your preferences.' },
];

export const TRADER_PORTAL = {
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
  tabs: memberTabs({ id: 'trading', label: 'Trading', icon: TrendingUp, description: 'Request gold and fuel trades.' }),
} satisfies PortalConfig;

export const SELLER_PORTAL = {
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
  tabs: memberTabs({ id: 'trading', label: 'Selling Center', icon: Store, description: 'List commodities for sale and follow inquiries.' }),
} satisfies PortalConfig;

export const ADMIN_PORTAL: PortalConfig = {
  role: 'admin',
  basePath: paths.adminPortal,
  label: 'Admin Panel',
  sidebarLabel: 'ADMINISTRATOR',
  greeting: false,
  tabs: [
    { id: DASHBOARD_TAB_ID, label: 'Dashboard', icon: LayoutDashboard, description: 'Platform overview.' },
    { id: 'users', label: 'User Management', icon: Users, description: 'Find users, change roles, suspend, reactivate and create accounts.' },
    { id: 'trades', label: 'Trade Management', icon: TrendingUp, description: 'Review, approve and reject trades.' },
    { id: 'matching', label: 'Trade Matching', icon: GitMerge, description: 'Pair buy requests with sell offers.' },
    { id: 'analytics', label: 'Analytics', icon: BarChart3, description: 'Volumes, performance and regional distribution.' },
    { id: 'documents', label: 'Document Center', icon: FolderOpen, description: 'Documents across all accounts.' },
    { id: 'audit', label: 'Audit Logs', icon: ScrollText, description: 'Who did what, and when.' },
    { id: 'security', label: 'Security', icon: Shield, description: 'Access and security controls.' },
    { id: 'alerts', label: 'System Alerts', icon: Bell, description: 'Alerts raised by the platform.' },
    { id: 'database', label: 'Database', icon: Database, description: 'Storage and database status.' },
    { id: 'settings', label: 'System Settings', icon: Settings, description: 'Platform, trading, notification and security settings.' },
  ],
};

export function tabPath(config: PortalConfig, tabId: string): string {
  return tabId === DASHBOARD_TAB_ID ? config.basePath : `${config.basePath}/${tabId}`;
}
