import { ActionIcon, Menu } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import {
  IconChartBar,
  IconDotsVertical,
  IconKey,
  IconLink,
  IconNetwork,
  IconPlus,
  IconQrcode,
  IconRefresh,
  IconTrash,
  IconUserEdit,
} from '@tabler/icons-react';

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

/** Actions of spec section 2; add traffic and delete only when the server allows them. */
export function ServiceActionsMenu({ service, onAction }: { service: Service; onAction: (a: ServiceAction) => void }) {
  const { is_radius, is_v2ray } = service.userservice;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon variant="light" size="lg" aria-label={`عملیات سرویس ${service.id}`} data-testid="service-actions">
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
