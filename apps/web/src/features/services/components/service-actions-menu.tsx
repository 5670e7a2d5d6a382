import { ActionIcon, Menu } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import {
  IconChartBar,
  IconDevices,
  IconDotsVertical,
  IconExternalLink,
  IconKey,
  IconLink,
  IconNetwork,
  IconNote,
  IconPlus,
  IconQrcode,
  IconRefresh,
  IconRepeat,
  IconTrash,
  IconUserEdit,
} from '@tabler/icons-react';
import { showToast } from '@/components/ui/alerts';
import { useSetServiceAutoRenew } from '../api/set-service-auto-renew';
import { preloadServiceDialogs } from './service-dialogs';

/** What turning auto-renew on means, told once it is on (decision 114). */
const AUTO_RENEW_NOTE = 'هر بار که دوره یا حجم سرویس تمام شود، با همان بسته و به قیمت شما از موجودی تمدید می‌شود.';

export type ServiceAction =
  | 'renew'
  | 'resetpass'
  | 'resetlink'
  | 'qr'
  | 'info'
  | 'ips'
  | 'devices'
  | 'changeuser'
  | 'note'
  | 'traffic'
  | 'delete';

interface ServiceActionsMenuProps {
  service: Service;
  /** The service as its row's controls name it (`serviceName`). */
  name: string;
  onAction: (a: ServiceAction) => void;
}

/**
 * Actions of docs/product/screens.md; add traffic and delete only when the server allows them. Opening the menu starts
 * fetching the dialogs it offers, so the one picked is usually there by the click.
 */
export function ServiceActionsMenu({ service, name, onAction }: ServiceActionsMenuProps) {
  const { is_radius, is_v2ray } = service.userservice;
  const autoRenew = useSetServiceAutoRenew();
  const toggleAutoRenew = () =>
    autoRenew.mutate(
      { service_id: service.id, enabled: !service.auto_renew },
      {
        onSuccess: (s) =>
          s.auto_renew
            ? showToast(`تمدید خودکار ${name} روشن شد`, [AUTO_RENEW_NOTE])
            : showToast(`تمدید خودکار ${name} خاموش شد`),
      },
    );
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200} onOpen={preloadServiceDialogs}>
      <Menu.Target>
        <ActionIcon variant="light" size="lg" aria-label={`عملیات ${name}`} data-testid="service-actions">
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => onAction('renew')}>
          تمدید
        </Menu.Item>
        <Menu.Item
          leftSection={<IconRepeat size={16} aria-hidden />}
          onClick={toggleAutoRenew}
          disabled={autoRenew.isPending}
          data-testid="auto-renew-action"
          data-on={service.auto_renew}
        >
          {`تمدید خودکار: ${service.auto_renew ? 'روشن' : 'خاموش'}`}
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
        {is_v2ray && (
          <Menu.Item
            leftSection={<IconDevices size={16} aria-hidden />}
            onClick={() => onAction('devices')}
            data-testid="devices-action"
          >
            دستگاه‌ها
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconUserEdit size={16} aria-hidden />} onClick={() => onAction('changeuser')}>
          تغییر کاربر
        </Menu.Item>
        <Menu.Item
          leftSection={<IconNote size={16} aria-hidden />}
          onClick={() => onAction('note')}
          data-testid="note-action"
        >
          یادداشت
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
