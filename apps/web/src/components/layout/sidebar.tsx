import { NavLink as MantineNavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './layout.module.css';
import type { NavGroup } from './nav-items';
import { RateBadge } from './rate-badge';

/** A home ('/', '/admin') is active on itself only; any other item on its own sub-pages too. */
function isActive(pathname: string, to: string, home: boolean) {
  return home ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

/*
 * The links are plain anchors wearing Mantine NavLink's classes, as its `component={NavLink}` drew them: a page opened
 * anew renders the sidebar in the same moment as its screen and data, and Mantine's NavLink (its props, styles, a
 * collapse id, the router's NavLink under it) made the sidebar's ~17 links about a third of that render (decision 070).
 */
const LINK = `mantine-focus-auto ${classes.navLink} ${MantineNavLink.classes.root} mantine-NavLink-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const SECTION = `${MantineNavLink.classes.section} mantine-NavLink-section`;
const BODY = `${MantineNavLink.classes.body} mantine-NavLink-body`;
const LABEL = `${MantineNavLink.classes.label} mantine-NavLink-label`;
const LINK_STYLE: CSSProperties = { paddingBlock: 'calc(0.4375rem * var(--mantine-scale))' };
const GROUP_TITLE = `${Text.classes.root} mantine-Text-root`;
const GROUP_TITLE_STYLE = {
  '--text-fz': 'var(--mantine-font-size-xs)',
  '--text-lh': 'var(--mantine-line-height-xs)',
  marginBottom: 'calc(0.25rem * var(--mantine-scale))',
  paddingInline: 'var(--mantine-spacing-sm)',
  color: 'var(--mantine-color-dimmed)',
  fontWeight: 700,
} as CSSProperties;

/** The sidebar's groups and links (docs/product/screens.md); it scrolls natively when taller than the window. */
export function SidebarNav({ user, groups }: { user: User; groups: NavGroup[] }) {
  const { pathname } = useLocation();
  return (
    <div className={classes.sidebarScroll} data-testid="sidebar-scroll">
      <nav aria-label="منوی اصلی">
        <Stack gap="xs" p="sm">
          {groups
            .filter((group) => group.visible?.(user) ?? true)
            .map((group) => (
              <section key={group.id} data-testid={`nav-group-${group.id}`} aria-labelledby={`nav-group-${group.id}`}>
                <p className={GROUP_TITLE} data-size="xs" id={`nav-group-${group.id}`} style={GROUP_TITLE_STYLE}>
                  {group.label}
                </p>
                {group.items
                  .filter((item) => item.visible?.(user) ?? true)
                  .map((item) => {
                    const active = isActive(pathname, item.to, item.home ?? item.to === '/');
                    return (
                      <Link
                        key={item.to}
                        to={item.to}
                        className={LINK}
                        style={LINK_STYLE}
                        data-active={active || undefined}
                        aria-current={active ? 'page' : undefined}
                        data-testid={`nav-${item.to}`}
                      >
                        <span className={SECTION} data-position="left">
                          <item.icon size={20} stroke={1.6} aria-hidden />
                        </span>
                        <div className={BODY}>
                          <span className={LABEL}>{item.label}</span>
                        </div>
                        {item.rate && item.badgeId && (
                          <span className={SECTION} data-position="right">
                            <RateBadge rate={item.rate(user)} id={item.badgeId} />
                          </span>
                        )}
                      </Link>
                    );
                  })}
              </section>
            ))}
        </Stack>
      </nav>
    </div>
  );
}
