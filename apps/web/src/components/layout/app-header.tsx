import { ActionIcon, Burger, Text, Tooltip } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { formatPrice } from '@/lib/format';
import { toggleSetting, useSettings } from '@/lib/settings-store';
import classes from './layout.module.css';

interface AppHeaderProps {
  user: User;
  sidebarOpen: boolean;
  /** The burger turns into a cross only while the phone overlay is open. */
  showClose: boolean;
  onToggleSidebar: () => void;
  sidebarId: string;
  /** The admin area: the role instead of the balance, no price toggle. */
  admin?: boolean;
}

export function AppHeader({ user, sidebarOpen, showClose, onToggleSidebar, sidebarId, admin }: AppHeaderProps) {
  const { showprice } = useSettings();
  const priceLabel = showprice ? 'پنهان کردن مبالغ' : 'نمایش مبالغ';
  return (
    <header className={classes.header} data-testid="app-header">
      <Burger
        opened={showClose}
        onClick={onToggleSidebar}
        size="sm"
        aria-label={sidebarOpen ? 'بستن منو' : 'باز کردن منو'}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        data-testid="sidebar-toggle"
      />
      <div className={classes.headerSpacer} />
      <div className={classes.account} data-testid="header-account">
        <Text size="sm" fw={600} className={classes.accountName} visibleFrom="xs">
          {user.name || user.mobile}
        </Text>
        {admin ? (
          <Text size="xs" c="dimmed" data-testid="header-role">
            نقش: مدیر
          </Text>
        ) : (
          <Text size="xs" c="dimmed" data-testid="header-balance">
            موجودی: {formatPrice(user.balance, showprice)}
          </Text>
        )}
      </div>
      {!admin && (
        <Tooltip label={priceLabel}>
          <ActionIcon
            variant="light"
            size="lg"
            radius="md"
            onClick={() => toggleSetting('showprice')}
            aria-label={priceLabel}
            aria-pressed={showprice}
            data-testid="toggle-showprice"
          >
            {showprice ? <IconEyeOff size={20} aria-hidden /> : <IconEye size={20} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </header>
  );
}
