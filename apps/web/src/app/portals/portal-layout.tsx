import { paths } from '@ctp/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Menu, TriangleAlert, X } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { PageSpinner } from '@/components/ui/spinner';
import { NotificationCentre } from '@/features/notifications';
import { company } from '@/lib/company';
import { formatLongDate, formatRole } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { useSaveAccountLanguage } from '@/lib/session/account-language';
import { useCurrentUser } from '@/lib/session/current-user';
import { useSession } from '@/lib/session/session-provider';
import type { PortalConfig, PortalTab } from './portal-config';
import { portalTexts } from './portal-config.texts';
import { PortalSidebar } from './portal-sidebar';

/** The portal's tabs as nested routes under its path; an unknown tab falls back to the dashboard. */
function tabRoutes(config: PortalConfig): RouteObject[] {
  return [
    // Keyed by tab, so a new tab shows its heading and a spinner at once while its pane loads.
    ...config.tabs.map((tab): RouteObject => {
      const element = <TabPane key={tab.path ?? ''} tab={tab} />;
      return tab.path === null ? { index: true, element } : { path: tab.path, element };
    }),
    { path: '*', element: <Navigate to={config.basePath} replace /> },
  ];
}

/** The tab's heading at once, its pane when its chunk has loaded. */
function TabPane({ tab }: { tab: PortalTab }) {
  const { Pane } = tab;
  const { text } = useTexts(portalTexts);
  const { label, description } = text.tabs[tab.text];
  return (
    <>
      <div className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight text-white sm:text-3xl">{label}</h1>
        <p className="mt-1.5 text-sm text-slate-400">{description}</p>
      </div>
      <Suspense fallback={<PageSpinner />}>
        <Pane />
      </Suspense>
    </>
  );
}

/**
 * The shell all three portals share (spec 2.16–2.18): side menu with the portal's tabs, a header with
 * the user, and the active tab's pane. The tab is the URL segment after the portal path (a nested
 * route), so tabs can be linked to and the back button works.
 */
export function PortalLayout({ config }: { config: PortalConfig }) {
  const { signOut } = useSession();
  const user = useCurrentUser().data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const routes = useMemo(() => tabRoutes(config), [config]);
  const pane = useRoutes(routes);
  const displayName = user?.firstName || user?.email || '';
  const { text, t } = useTexts(portalTexts);
  const portalLabel = text.portals[config.role as keyof typeof text.portals].label;
  const menuLabel = t('shell.menu', { portal: portalLabel });
  const saveLanguage = useSaveAccountLanguage();

  async function handleSignOut() {
    setSigningOut(true);
    setMenuOpen(false);
    await signOut();
    // Spec 4: sign-out clears the user and the data.
    queryClient.clear();
    navigate(paths.signIn, { replace: true });
  }

  const sidebar = (onNavigate?: () => void) => (
    <PortalSidebar
      config={config}
      onNavigate={onNavigate}
      onSignOut={() => void handleSignOut()}
      signingOut={signingOut}
      inDrawer={onNavigate !== undefined}
    />
  );

  return (
    // data-portal-shell: the reduced-motion rule of index.css applies to pages that show a portal.
    <div data-portal-shell className="min-h-screen bg-ink-900 lg:ps-72">
      <a
        href="#portal-main"
        className="sr-only z-50 rounded-md bg-gold-500 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {text.shell.skipLink}
      </a>

      <aside aria-label={menuLabel} className="fixed inset-y-0 start-0 hidden w-72 border-e border-white/5 bg-ink-950 lg:block">
        {sidebar()}
      </aside>

      <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] border-e border-white/10 bg-ink-950 shadow-2xl focus:outline-none lg:hidden">
            <Dialog.Title className="sr-only">{menuLabel}</Dialog.Title>
            <Dialog.Description className="sr-only">{text.shell.menuDescription}</Dialog.Description>
            <Dialog.Close
              aria-label={text.shell.closeMenu}
              className="absolute top-5 end-3 rounded-md p-1.5 text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
            {sidebar(() => setMenuOpen(false))}
          </Dialog.Content>
        </Dialog.Portal>

        <header className="sticky top-0 z-30 border-b border-white/5 bg-ink-900/85 backdrop-blur">
          <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
            <Dialog.Trigger
              aria-label={text.shell.openMenu}
              className="-ms-1 rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-gold-400 lg:hidden"
            >
              <Menu aria-hidden="true" className="size-5" />
            </Dialog.Trigger>

            <div className="min-w-0 flex-1">
              {config.greeting ? (
                <>
                  <p className="truncate text-base font-semibold text-white">{t('shell.welcomeBack', { name: displayName })}</p>
                  <p className="truncate text-xs text-slate-400">{formatLongDate(new Date())}</p>
                </>
              ) : (
                <>
                  <p className="truncate text-xs text-slate-400">{company.name}</p>
                  <p className="truncate text-base font-semibold text-white">{portalLabel}</p>
                </>
              )}
            </div>

            {user && (
              <div className="flex items-center gap-3">
                {/* The choice is shown at once and stored on the account, for the next session and the mails. */}
                <LanguageSwitch onChange={(language) => saveLanguage.mutate(language)} />
                <NotificationCentre />
                <div className="hidden text-end sm:block">
                  <p className="flex items-center justify-end gap-1.5 text-sm font-medium text-white">
                    <span className="max-w-[16rem] truncate">{displayName}</span>
                    {user.emailVerified && (
                      <span className="inline-flex items-center gap-1 rounded-full border border-emerald-500/30 bg-emerald-500/10 px-2 py-0.5 text-[11px] font-medium text-emerald-300">
                        <BadgeCheck aria-hidden="true" className="size-3.5" />
                        {text.shell.verified}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-gold-400">{formatRole(user.role)}</p>
                </div>
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full border border-gold-500/40 bg-ink-800 text-sm font-semibold text-gold-300 uppercase"
                >
                  {(user.firstName[0] ?? '') + (user.lastName[0] ?? '') || user.email[0]}
                </span>
              </div>
            )}
          </div>
        </header>
      </Dialog.Root>

      {config.greeting && user && !user.emailVerified && (
        <div role="status" className="border-b border-amber-500/20 bg-amber-500/10 px-4 py-3 sm:px-6 lg:px-8">
          <p className="flex items-center gap-2 text-sm text-amber-200">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-400" />
            <span>
              <strong className="font-semibold">{text.shell.verifyEmailHeading}</strong>
              <span className="text-amber-200/80">{t('shell.verifyEmailBody', { email: user.email })}</span>
            </span>
          </p>
        </div>
      )}

      <main id="portal-main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none sm:px-6 lg:px-8 lg:py-10">
        {pane}
      </main>
    </div>
  );
}
