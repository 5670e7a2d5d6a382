import { CloseButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { User } from '@pishkhan/contract';
import { useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppHeader } from './app-header';
import classes from './layout.module.css';
import { BRAND_ICON } from './nav-items';
import { SidebarNav } from './sidebar';

const DESKTOP_QUERY = '(min-width: 62em)';

/** Header + right-side sidebar + the routed screen. */
export function AppLayout({ user }: { user: User }) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY, window.matchMedia(DESKTOP_QUERY).matches);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [desktopOpen, setDesktopOpen] = useState(true);
  const { pathname } = useLocation();
  const sidebarId = useId();
  const open = isDesktop ? desktopOpen : mobileOpen;

  // Spec section 2: the overlaying sidebar closes on route change, Escape and a click outside it.
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
      <AppHeader
        user={user}
        sidebarOpen={open}
        showClose={!isDesktop && mobileOpen}
        onToggleSidebar={toggle}
        sidebarId={sidebarId}
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
            پیشخوان
          </div>
          <div className={classes.headerSpacer} />
          {!isDesktop && <CloseButton onClick={() => setMobileOpen(false)} aria-label="بستن منو" />}
        </div>
        <SidebarNav user={user} />
      </aside>
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
