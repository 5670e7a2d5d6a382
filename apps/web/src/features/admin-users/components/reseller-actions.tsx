import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { AdminUser } from '@pishkhan/contract';
import {
  IconCoins,
  IconDots,
  IconEdit,
  IconLogin,
  IconPlayerPause,
  IconPlayerPlay,
  IconReceipt,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCreateLoginLink } from '@/components/admin/create-login-link';
import { showInfo, showSuccess } from '@/components/ui/alerts';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useDeleteReseller } from '../api/delete-reseller';
import { useUpdateReseller } from '../api/update-reseller';
import { tabLoginUrl } from '../utils/reseller-filters';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { SaveResellerDialog } from './save-reseller-dialog';

type Open = 'edit' | 'balance' | 'disable' | 'delete' | null;

interface ResellerActionsProps {
  user: AdminUser;
  /** `menu` in a table row; `buttons` on the reseller's own page. */
  variant: 'menu' | 'buttons';
  /** After a delete the reseller's page has nothing left to show. */
  onDeleted?: () => void;
}

/** Everything the provider does to one account (decision 028). */
export function ResellerActions({ user, variant, onDeleted }: ResellerActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const update = useUpdateReseller();
  const remove = useDeleteReseller();
  const loginLink = useCreateLoginLink();
  const reseller = user.type === 'RESELLER';
  const close = () => setOpen(null);

  const logInAs = () => {
    // Opened before the answer arrives, so the browser treats it as the admin's click and does not block it.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    loginLink.mutate(user.id, {
      onSuccess: (link) => {
        const url = tabLoginUrl(link.url);
        if (tab) tab.location.href = url;
        else void showInfo('پنجره‌ی جدید باز نشد', ['اجازه‌ی باز شدن پنجره را بدهید و دوباره بزنید.']);
      },
      onError: () => tab?.close(),
    });
  };

  const setActive = (active: boolean) =>
    update.mutate(
      { id: user.id, body: { active } },
      {
        onSuccess: () => {
          close();
          void showSuccess(active ? 'حساب فعال شد' : 'حساب غیرفعال شد');
        },
      },
    );

  const actions = [
    { id: 'edit', label: 'ویرایش', icon: IconEdit, onClick: () => setOpen('edit'), show: true },
    { id: 'balance', label: 'اصلاح موجودی', icon: IconCoins, onClick: () => setOpen('balance'), show: true },
    { id: 'login-as', label: 'ورود به پنل فروشنده', icon: IconLogin, onClick: logInAs, show: reseller && user.active },
    user.active
      ? { id: 'disable', label: 'غیرفعال کردن', icon: IconPlayerPause, onClick: () => setOpen('disable'), show: true }
      : { id: 'enable', label: 'فعال کردن', icon: IconPlayerPlay, onClick: () => setActive(true), show: true },
  ].filter((a) => a.show);

  return (
    <>
      {variant === 'menu' ? (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label="کارها" data-testid={`reseller-menu-${user.id}`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component={Link}
              to={`/admin/resellers/${user.id}`}
              leftSection={<IconReceipt size={16} aria-hidden />}
              data-testid="action-ledger"
            >
              دفتر حساب
            </Menu.Item>
            {actions.map((a) => (
              <Menu.Item
                key={a.id}
                onClick={a.onClick}
                leftSection={<a.icon size={16} aria-hidden />}
                data-testid={`action-${a.id}`}
              >
                {a.label}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item
              color="red"
              onClick={() => setOpen('delete')}
              leftSection={<IconTrash size={16} aria-hidden />}
              data-testid="action-delete"
            >
              حذف
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Group gap="xs" data-testid="reseller-actions">
          {actions.map((a) => (
            <Button
              key={a.id}
              variant="light"
              size="xs"
              onClick={a.onClick}
              loading={a.id === 'login-as' && loginLink.isPending}
              leftSection={<a.icon size={16} aria-hidden />}
              data-testid={`action-${a.id}`}
            >
              {a.label}
            </Button>
          ))}
          <Button
            variant="light"
            color="red"
            size="xs"
            onClick={() => setOpen('delete')}
            leftSection={<IconTrash size={16} aria-hidden />}
            data-testid="action-delete"
          >
            حذف
          </Button>
        </Group>
      )}
      {open === 'edit' && <SaveResellerDialog user={user} onClose={close} />}
      {open === 'balance' && <AdjustBalanceDialog user={user} onClose={close} />}
      {open === 'disable' && (
        <ConfirmModal
          title="غیرفعال کردن حساب"
          warning="این حساب دیگر نمی‌تواند وارد شود و ورودهای فعلی آن بسته می‌شوند. هر زمان بخواهید دوباره فعالش کنید."
          message={`حساب ${user.name || user.mobile} غیرفعال شود؟`}
          confirmLabel="غیرفعال شود"
          busy={update.isPending}
          onConfirm={() => setActive(false)}
          onClose={close}
          testId="disable-dialog"
        />
      )}
      {open === 'delete' && (
        <ConfirmDeleteDialog
          title="حذف حساب"
          warning="حساب حذف و از فهرست‌ها پنهان می‌شود؛ دفتر حساب آن می‌ماند و شماره‌ی موبایل آزاد می‌شود. این کار برگشت‌پذیر نیست."
          message={`حساب ${user.name || user.mobile} حذف شود؟`}
          confirmLabel="حذف شود"
          testId="delete-dialog"
          remove={remove}
          variables={user.id}
          done="حساب حذف شد"
          onDeleted={onDeleted}
          onClose={close}
        />
      )}
    </>
  );
}
