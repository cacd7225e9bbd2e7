import { LogOut } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { arrowKeyTarget } from '@/components/ui/arrow-keys';
import { cx } from '@/components/ui/cx';
import { company } from '@/lib/company';
import { useTexts } from '@/lib/i18n/texts';
import { tabPath, type PortalConfig } from './portal-config';
import { portalTexts } from './portal-config.texts';

interface PortalSidebarProps {
  config: PortalConfig;
  onNavigate?: () => void;
  onSignOut: () => void;
  signingOut: boolean;
  /** In the mobile drawer the header leaves room for the close button. */
  inDrawer?: boolean;
}

/**
 * Up and Down (Home, End) move between the menu's links, as the disclosure navigation pattern allows; Tab
 * still walks them one by one, and Enter follows the focused one.
 */
function moveBetweenLinks(event: KeyboardEvent<HTMLUListElement>) {
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]'));
  const index = links.findIndex((link) => link === document.activeElement);
  const next = index < 0 ? null : arrowKeyTarget(event.key, index, links.length, 'vertical');
  if (next === null) return;
  event.preventDefault();
  links[next]?.focus();
}

/** Product name, portal label, the portal's tabs as links, and Sign Out at the bottom. */
export function PortalSidebar({ config, onNavigate, onSignOut, signingOut, inDrawer = false }: PortalSidebarProps) {
  const navId = `${config.role}-portal-nav`;
  const { text } = useTexts(portalTexts);
  const portal = text.portals[config.role as keyof typeof text.portals];
  return (
    <div className="flex h-full flex-col">
      <div className={cx('flex items-center gap-3 border-b border-white/5 py-5 ps-5', inDrawer ? 'pe-14' : 'pe-5')}>
        <BrandMark className="size-9 shrink-0" />
        <div className="min-w-0">
          <p className="text-[13px] leading-tight font-semibold text-white">{company.name}</p>
          <p className="mt-0.5 text-xs font-medium text-gold-400">{portal.label}</p>
        </div>
      </div>
      <nav aria-labelledby={navId} className="flex-1 overflow-y-auto px-3 py-5">
        <p id={navId} className="mb-2 px-3 text-[11px] font-semibold tracking-[0.2em] text-slate-400">
          {portal.sidebarLabel}
        </p>
        <ul className="space-y-0.5" onKeyDown={moveBetweenLinks}>
          {config.tabs.map((tab) => {
            const Icon = tab.icon;
            return (
              <li key={tab.path ?? 'dashboard'}>
                <NavLink
                  to={tabPath(config.basePath, tab)}
                  end={tab.path === null}
                  onClick={onNavigate}
                  // Start the pane's chunk on intent, so it is usually there by the click.
                  onMouseEnter={() => void tab.preload()}
                  onFocus={() => void tab.preload()}
                  className={({ isActive }) =>
                    cx(
                      'group relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition',
                      'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-400',
                      isActive
                        ? 'bg-gold-500/10 text-gold-300 before:absolute before:inset-y-1.5 before:start-0 before:w-0.5 before:rounded-full before:bg-gold-400'
                        : 'text-slate-400 hover:bg-white/5 hover:text-slate-100',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4.5 shrink-0" />
                  <span className="truncate">{text.tabs[tab.text].label}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-white/5 p-3">
        <button
          type="button"
          onClick={onSignOut}
          disabled={signingOut}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-400 transition hover:bg-red-500/10 hover:text-red-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-400 disabled:cursor-wait"
        >
          <LogOut aria-hidden="true" className="size-4.5 shrink-0" />
          {signingOut ? text.shell.signingOut : text.shell.signOut}
        </button>
      </div>
    </div>
  );
}
