import { ActionIcon, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';

/** ActionIcon's classes and style variables, for a plain button that looks like one (decision 038). */
export const ACTION_ICON_CLASS = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root}`;
export const ACTION_ICON_INNER_CLASS = ActionIcon.classes.icon;

export const actionIconStyle = (variant: 'light' | 'subtle', size: 'sm' | 'lg', color = 'blue') =>
  ({
    '--ai-size': `var(--ai-size-${size})`,
    '--ai-bg': variant === 'light' ? `var(--mantine-color-${color}-light)` : 'transparent',
    '--ai-hover': `var(--mantine-color-${color}-light-hover)`,
    '--ai-color': `var(--mantine-color-${color}-light-color)`,
    '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  }) as CSSProperties;
