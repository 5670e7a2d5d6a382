import { NavLink as MantineNavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import { NavLink, useLocation } from 'react-router';
import classes from './layout.module.css';
import type { NavGroup } from './nav-items';
import { RateBadge } from './rate-badge';

/** A home ('/', '/admin') is active on itself only; any other item on its own sub-pages too. */
function isActive(pathname: string, to: string, home: boolean) {
  return home ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

export function SidebarNav({ user, groups }: { user: User; groups: NavGroup[] }) {
  const { pathname } = useLocation();
  return (
    <ScrollArea className={classes.sidebarScroll} type="hover" scrollbarSize={6}>
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
                  .map((item) => (
                    <MantineNavLink
                      key={item.to}
                      component={NavLink}
                      to={item.to}
                      end={item.home ?? item.to === '/'}
                      label={item.label}
                      active={isActive(pathname, item.to, item.home ?? item.to === '/')}
                      leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                      rightSection={
                        item.rate && item.badgeId ? <RateBadge rate={item.rate(user)} id={item.badgeId} /> : undefined
                      }
                      data-testid={`nav-${item.to}`}
                      className={classes.navLink}
                      py={7}
                    />
                  ))}
              </section>
            ))}
        </Stack>
      </nav>
    </ScrollArea>
  );
}
