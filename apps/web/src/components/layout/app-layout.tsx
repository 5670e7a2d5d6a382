import { CloseButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { User } from '@pishkhan/contract';
import { useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { loadSwal } from '../ui/alerts';
import { MAIN_ID } from '../ui/focus-return';
import { AppHeader } from './app-header';
import classes from './layout.module.css';
import { BRAND_ICON, NAV_GROUPS, type NavGroup } from './nav-items';
import { SidebarNav } from './sidebar';

const DESKTOP_QUERY = '(min-width: 62em)';

interface AppLayoutProps {
  user: User;
  /** The sidebar's groups: the reseller's by default, the provider's in the admin area. */
  groups?: NavGroup[];
  /** The admin area's header names the role instead of a balance. */
  admin?: boolean;
}

/** Header + right-side sidebar + the routed screen. */
export function AppLayout({ user, groups = NAV_GROUPS, admin = false }: AppLayoutProps) {
  // Logged in: fetch the dialog library before the first alert (it is kept out of /login's JS), but not while the
  // first screen draws its data: its evaluation and style sheet landed there (decision 088). The first pointer or key
  // press, or two seconds in, whichever comes first.
  useEffect(() => {
    const load = () => void loadSwal();
    const timer = window.setTimeout(load, 2000);
    window.addEventListener('pointerdown', load, { once: true, capture: true });
    window.addEventListener('keydown', load, { once: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', load, { capture: true });
      window.removeEventListener('keydown', load, { capture: true });
    };
  }, []);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, window.matchMedia(DESKTOP_QUERY).matches);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [desktopOpen, setDesktopOpen] = useState(true);
  const { pathname } = useLocation();
  const sidebarId = useId();
  const open = isDesktop ? desktopOpen : mobileOpen;

  // docs/product/screens.md: the overlaying sidebar closes on route change, Escape and a click outside it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!mobileOpen || isDesktop) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen, isDesktop]);

  const toggle = () => (isDesktop ? setDesktopOpen((v) => !v) : setMobileOpen((v) => !v));
  const Brand = BRAND_ICON;

  return (
    <div className={classes.shell} data-desktop-open={isDesktop && desktopOpen}>
      {/* docs/product/screens.md#keyboard-and-accessibility: the first Tab offers a way past the header and sidebar. */}
      <a
        href={`#${MAIN_ID}`}
        className={classes.skipLink}
        onClick={(event) => {
          // Focus moves without a hash in the address, which the router would take for a navigation.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
        data-testid="skip-link"
      >
        پرش به محتوای اصلی
      </a>
      <AppHeader
        user={user}
        sidebarOpen={open}
        showClose={!isDesktop && mobileOpen}
        onToggleSidebar={toggle}
        sidebarId={sidebarId}
        admin={admin}
      />
      {!isDesktop && mobileOpen && (
        <button
          type="button"
          className={classes.backdrop}
          aria-label="بستن منو"
          tabIndex={-1}
          onClick={() => setMobileOpen(false)}
          data-testid="sidebar-backdrop"
        />
      )}
      <aside id={sidebarId} className={classes.sidebar} data-open={open} data-testid="sidebar" aria-label="منوی کناری">
        <div className={classes.sidebarHeader}>
          <div className={classes.brand}>
            <Brand size={26} aria-hidden />
            {admin ? 'پیشخوان مدیریت' : 'پیشخوان'}
          </div>
          <div className={classes.headerSpacer} />
          {!isDesktop && <CloseButton onClick={() => setMobileOpen(false)} aria-label="بستن منو" />}
        </div>
        <SidebarNav user={user} groups={groups} />
      </aside>
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
