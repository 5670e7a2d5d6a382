import { ActionIcon, Menu } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import {
  IconChartBar,
  IconDotsVertical,
  IconExternalLink,
  IconKey,
  IconLink,
  IconNetwork,
  IconPlus,
  IconQrcode,
  IconRefresh,
  IconTrash,
  IconUserEdit,
} from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { ACTION_ICON_CLASS, ACTION_ICON_INNER_CLASS, actionIconStyle } from '../../../components/ui/action-icon-style';
import { preloadServiceDialogs } from './service-dialogs';

export type ServiceAction =
  | 'renew'
  | 'resetpass'
  | 'resetlink'
  | 'qr'
  | 'info'
  | 'ips'
  | 'changeuser'
  | 'traffic'
  | 'delete';

const TRIGGER_STYLE = actionIconStyle('light', 'lg');

interface ServiceActionsMenuProps {
  service: Service;
  onAction: (a: ServiceAction) => void;
}

/**
 * Actions of docs/product/screens.md; add traffic and delete only when the server allows them. Until its first use the
 * trigger is a plain button that looks the same: a mounted Menu runs a floating-ui instance, and each page of the
 * services table showed ten (decision 038). The first click mounts the Menu open, and it stays mounted after; it
 * also starts fetching the dialogs the menu offers.
 */
export function ServiceActionsMenu({ service, onAction }: ServiceActionsMenuProps) {
  const [used, setUsed] = useState(false);
  const label = `عملیات سرویس ${service.id}`;
  if (!used) {
    return (
      <button
        type="button"
        className={ACTION_ICON_CLASS}
        data-variant="light"
        data-size="lg"
        style={TRIGGER_STYLE}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => {
          preloadServiceDialogs();
          setUsed(true);
        }}
        data-testid="service-actions"
      >
        <span className={ACTION_ICON_INNER_CLASS}>
          <IconDotsVertical size={18} aria-hidden />
        </span>
      </button>
    );
  }
  return <ActionsMenu service={service} onAction={onAction} label={label} />;
}

function ActionsMenu({ service, onAction, label }: ServiceActionsMenuProps & { label: string }) {
  const { is_radius, is_v2ray } = service.userservice;
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // The clicked button was replaced by this one: focus it, then open, so the Menu notes it as the element to give
  // focus back to when it closes (a Menu mounted open notes none).
  useLayoutEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon ref={target} variant="light" size="lg" aria-label={label} data-testid="service-actions">
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => onAction('renew')}>
          تمدید
        </Menu.Item>
        {is_radius && (
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => onAction('resetpass')}>
            بازنشانی رمز عبور
          </Menu.Item>
        )}
        {is_v2ray && service.link && (
          <Menu.Item leftSection={<IconQrcode size={16} aria-hidden />} onClick={() => onAction('qr')}>
            کد QR
          </Menu.Item>
        )}
        {is_v2ray && service.subscription_url && (
          <Menu.Item
            component="a"
            href={service.subscription_url}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            data-testid="customer-page-action"
          >
            صفحه‌ی مشتری
          </Menu.Item>
        )}
        {is_v2ray && (
          <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={() => onAction('resetlink')}>
            بازنشانی لینک
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconChartBar size={16} aria-hidden />} onClick={() => onAction('info')}>
          اطلاعات سرویس
        </Menu.Item>
        <Menu.Item leftSection={<IconNetwork size={16} aria-hidden />} onClick={() => onAction('ips')}>
          آی‌پی‌ها
        </Menu.Item>
        <Menu.Item leftSection={<IconUserEdit size={16} aria-hidden />} onClick={() => onAction('changeuser')}>
          تغییر کاربر
        </Menu.Item>
        {service.can_add_traffic && (
          <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onAction('traffic')}>
            افزایش ترافیک
          </Menu.Item>
        )}
        {service.can_delete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onAction('delete')}>
              حذف
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
