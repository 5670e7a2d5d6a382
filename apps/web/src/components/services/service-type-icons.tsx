import { ThemeIcon } from '@mantine/core';
import { IconBolt, IconShieldLock } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { HoverTooltip } from '../ui/hover-tooltip';

interface ServiceTypeIconsProps {
  is_v2ray: boolean;
  is_radius: boolean;
}

/** ThemeIcon's light variant at size sm, as its own style variables say it. */
const themeIconStyle = (color: string) =>
  ({
    '--ti-size': 'var(--ti-size-sm)',
    '--ti-bg': `var(--mantine-color-${color}-light)`,
    '--ti-color': `var(--mantine-color-${color}-light-color)`,
    '--ti-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  }) as CSSProperties;
// Inline rather than a CSS module: one more style sheet was one more name in the entry chunk's preload list (/login).
const ICONS_STYLE: CSSProperties = {
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: 'calc(0.25rem * var(--mantine-scale))',
};
const V2RAY_STYLE = themeIconStyle('violet');
const RADIUS_STYLE = themeIconStyle('teal');

/**
 * The type icons of the services table and the package picker: V2Ray link and/or RADIUS/OpenVPN account. Plain
 * elements with ThemeIcon's classes: a page of services draws twenty of them (decision 038).
 */
export function ServiceTypeIcons({ is_v2ray, is_radius }: ServiceTypeIconsProps) {
  return (
    <div style={ICONS_STYLE}>
      {is_v2ray && (
        <HoverTooltip label="لینک وی‌تو‌ری">
          <div
            role="img"
            className={ThemeIcon.classes.root}
            data-variant="light"
            data-size="sm"
            style={V2RAY_STYLE}
            aria-label="وی‌تو‌ری"
            data-testid="type-v2ray"
          >
            <IconBolt size={14} aria-hidden />
          </div>
        </HoverTooltip>
      )}
      {is_radius && (
        <HoverTooltip label="اکانت اوپن‌وی‌پی‌ان">
          <div
            role="img"
            className={ThemeIcon.classes.root}
            data-variant="light"
            data-size="sm"
            style={RADIUS_STYLE}
            aria-label="اوپن‌وی‌پی‌ان"
            data-testid="type-radius"
          >
            <IconShieldLock size={14} aria-hidden />
          </div>
        </HoverTooltip>
      )}
    </div>
  );
}
