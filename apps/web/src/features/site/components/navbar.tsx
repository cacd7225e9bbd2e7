import { englishPath, localizedPath } from '@ctp/domain/languages';
import { paths } from '@ctp/domain/paths';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { cx } from '@/components/ui/cx';
import { useTexts } from '@/lib/i18n/texts';
import { BrandLink } from './nav-brand';
import { NAV_LINKS, PORTAL_LINK } from './nav-links';
import { useNavScroll } from './nav-scroll';
import { frameTexts } from './texts';

const MENU_ID = 'site-menu';
/** The key that closes the open menu. */
const CLOSING_KEY = { key: 'Escape' } as const;

/**
 * The site's navigation bar (spec 2.3): fixed, 16 units tall, transparent until 50 px of scroll.
 * On the landing page it waits for the story to begin and steps aside for the call to action;
 * a keyboard user who tabs into it brings it back, so the links are never out of reach.
 */
export function Navbar() {
  const { pathname } = useLocation();
  const { text, language } = useTexts(frameTexts);
  const { raised, shown } = useNavScroll(englishPath(pathname) === paths.home);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menu = useMobileMenu(pathname, shown, headerRef, buttonRef);

  return (
    <header
      ref={headerRef}
      data-shown={shown}
      data-raised={raised}
      className={cx(
        'fixed inset-x-0 top-0 z-50 transition-[opacity,translate] duration-500 ease-out motion-reduce:transition-none',
        shown
          ? 'translate-y-0 opacity-100'
          : 'pointer-events-none -translate-y-3 opacity-0 focus-within:pointer-events-auto focus-within:translate-y-0 focus-within:opacity-100',
      )}
    >
      {/* The dark glass fades in as a layer of its own, so only opacity animates. */}
      <div
        aria-hidden="true"
        className={cx(
          'absolute inset-0 border-b border-white/5 bg-ink-950/80 shadow-lg shadow-black/40 backdrop-blur-md transition-opacity duration-500',
          raised || menu.open ? 'opacity-100' : 'opacity-0',
        )}
      />
      <nav aria-label={text.nav.label} className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-5 sm:px-6 lg:px-8">
        <BrandLink onNavigate={menu.close} />
        <ul className="hidden items-center gap-6 xl:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={localizedPath(link.to, language)}
                className={({ isActive }) =>
                  cx(
                    'relative rounded-sm py-2 text-sm font-medium transition-colors',
                    'after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-gold-400 after:transition-transform after:duration-300 rtl:after:origin-right',
                    isActive ? 'text-gold-300 after:scale-x-100' : 'text-slate-300 after:scale-x-0 hover:text-white',
                  )
                }
              >
                {text.nav.links[link.key]}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden sm:flex" />
          <Link
            to={PORTAL_LINK.to}
            className="hidden rounded-full bg-linear-to-b from-gold-300 to-gold-500 px-4 py-2 text-sm font-semibold text-ink-950 shadow-[0_0_0_1px_rgb(212_175_55/0.4),0_8px_24px_-8px_rgb(212_175_55/0.6)] transition-transform hover:-translate-y-px sm:inline-flex"
          >
            {text.nav.portal}
          </Link>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={menu.open}
            aria-controls={MENU_ID}
            aria-label={menu.open ? text.nav.closeMenu : text.nav.openMenu}
            onClick={menu.toggle}
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-100 ring-1 ring-white/15 ring-inset hover:bg-white/5 xl:hidden"
          >
            <MenuIcon open={menu.open} />
          </button>
        </div>
      </nav>
      <div
        id={MENU_ID}
        hidden={!menu.open}
        className="relative max-h-[calc(100svh-4rem)] overflow-y-auto border-t border-white/5 bg-ink-950/95 xl:hidden"
      >
        <ul className="mx-auto flex max-w-7xl animate-menu-in flex-col px-5 py-4 sm:px-6">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={localizedPath(link.to, language)}
                onClick={menu.close}
                className={({ isActive }) =>
                  cx(
                    'flex min-h-12 items-center rounded-lg px-3 text-base font-medium',
                    isActive ? 'bg-gold-500/10 text-gold-300' : 'text-slate-200 hover:bg-white/5 hover:text-white',
                  )
                }
              >
                {text.nav.links[link.key]}
              </NavLink>
            </li>
          ))}
          <li className="mt-3 border-t border-white/10 pt-4">
            <NavLink
              to={PORTAL_LINK.to}
              onClick={menu.close}
              className="flex min-h-12 items-center justify-center rounded-full bg-linear-to-b from-gold-300 to-gold-500 px-4 text-base font-semibold text-ink-950"
            >
              {text.nav.portal}
            </NavLink>
          </li>
          <li className="mt-4 flex justify-center">
            <LanguageSwitch />
          </li>
        </ul>
      </div>
    </header>
  );
}

/**
 * The mobile menu's disclosure: opens and closes from its button, closes when an item is chosen,
 * on Escape (focus returns to the button), on a click outside, on a new page, and when the bar hides.
 */
function useMobileMenu(
  pathname: string,
  barShown: boolean,
  headerRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
) {
  const [open, setOpen] = useState(false);

  // A new page or a hidden bar closes the menu; adjusted while rendering, as React recommends.
  const situation = `${pathname}|${barShown}`;
  const [openedIn, setOpenedIn] = useState(situation);
  if (openedIn !== situation) {
    setOpenedIn(situation);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== CLOSING_KEY.key) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, headerRef, buttonRef]);

  return {
    open,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
  };
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M10 17h10" />}
    </svg>
  );
}
