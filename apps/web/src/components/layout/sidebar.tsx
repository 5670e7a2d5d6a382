import { NavLink as MantineNavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import type { ComponentProps } from 'react';
import { NavLink, useLocation } from 'react-router';
import classes from './layout.module.css';
import type { NavGroup } from './nav-items';
import { RateBadge } from './rate-badge';

/** A home ('/', '/admin') is active on itself only; any other item on its own sub-pages too. */
function isActive(pathname: string, to: string, home: boolean) {
  return home ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

// The viewport is the element that scrolls; the tests find it by this id.
const VIEWPORT_PROPS = { 'data-testid': 'sidebar-scroll' } as ComponentProps<'div'>;

/**
 * The sidebar's groups and links (docs/product/screens.md): Mantine's NavLink drawn as react-router's NavLink, which
 * moves without reloading and marks the current page (`aria-current`); it scrolls inside Mantine's ScrollArea when
 * taller than the window, without scrolling the page behind it.
 */
export function SidebarNav({ user, groups }: { user: User; groups: NavGroup[] }) {
  const { pathname } = useLocation();
  return (
    <ScrollArea
      className={classes.sidebarScroll}
      type="hover"
      scrollbarSize={6}
      overscrollBehavior="contain"
      viewportProps={VIEWPORT_PROPS}
    >
      <nav aria-label="منوی اصلی">
        <Stack gap="xs" p="sm">
          {groups
            .filter((group) => group.visible?.(user) ?? true)
            .map((group) => (
              <section key={group.id} data-testid={`nav-group-${group.id}`} aria-labelledby={`nav-group-${group.id}`}>
                <Text id={`nav-group-${group.id}`} size="xs" fw={700} c="dimmed" px="sm" mb={4}>
                  {group.label}
                </Text>
                {group.items
                  .filter((item) => item.visible?.(user) ?? true)
                  .map((item) => {
                    const home = item.home ?? item.to === '/';
                    return (
                      <MantineNavLink
                        key={item.to}
                        component={NavLink}
                        to={item.to}
                        end={home}
                        label={item.label}
                        active={isActive(pathname, item.to, home)}
                        leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                        rightSection={
                          item.CountBadge ? (
                            <item.CountBadge user={user} />
                          ) : item.rate && item.badgeId ? (
                            <RateBadge rate={item.rate(user)} id={item.badgeId} />
                          ) : undefined
                        }
                        data-testid={`nav-${item.to}`}
                        className={classes.navLink}
                        py={7}
                      />
                    );
                  })}
              </section>
            ))}
        </Stack>
      </nav>
    </ScrollArea>
  );
}
