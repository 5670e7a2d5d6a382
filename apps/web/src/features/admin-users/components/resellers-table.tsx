import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { AdminUser } from '@pishkhan/contract';
import { IconUserOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminTable } from '@/components/admin/admin-table';
import { formatToman, toPersianDigits } from '@/lib/format';
import { ResellerActions } from './reseller-actions';
import classes from './resellers.module.css';

export function AccountBadges({ user }: { user: AdminUser }) {
  return (
    <Group gap={4} wrap="wrap">
      {user.type === 'ADMIN' && (
        <Badge color="grape" variant="light">
          مدیر
        </Badge>
      )}
      {user.active ? (
        <Badge color="teal" variant="light" data-testid="badge-active">
          فعال
        </Badge>
      ) : (
        <Badge color="red" variant="light" data-testid="badge-inactive">
          غیرفعال
        </Badge>
      )}
      {user.volumeservice && (
        <Badge color="blue" variant="outline" data-testid="badge-volumeservice">
          حجمی
        </Badge>
      )}
      {user.storeenable && (
        <Badge color="orange" variant="outline" data-testid="badge-storeenable">
          فروشگاه
        </Badge>
      )}
    </Group>
  );
}

/** The provider's accounts, ten a page. */
export function ResellersTable({ rows, filtered }: { rows: AdminUser[]; filtered: boolean }) {
  return (
    <AdminTable
      rows={rows}
      rowKey={(u) => u.id}
      rowData={(u) => ({ 'data-mobile': u.mobile, 'data-id': u.id })}
      testId="resellers"
      rowTestId="reseller-row"
      minWidth={900}
      empty={{
        icon: IconUserOff,
        title: filtered ? 'حسابی با این جستجو پیدا نشد' : 'هنوز فروشنده‌ای ثبت نشده است',
        testId: 'resellers-empty',
      }}
      columns={[
        {
          header: 'نام و موبایل',
          td: { className: classes.nowrap },
          cell: (u) => (
            <>
              {/* A reseller who never gave a name is «بی‌نام», not the mobile twice (decision 100). */}
              <Anchor component={Link} to={`/admin/resellers/${u.id}`} size="sm" fw={600}>
                {u.name || 'بی‌نام'}
              </Anchor>
              <Text size="xs" c="dimmed">
                {toPersianDigits(u.mobile)}
              </Text>
            </>
          ),
        },
        {
          header: 'موجودی',
          td: { className: classes.nowrap, 'data-testid': 'reseller-balance' },
          cell: (u) => formatToman(u.balance),
        },
        {
          header: 'درصد قیمت',
          td: { 'data-testid': 'reseller-discount-cell' },
          cell: (u) => `${toPersianDigits(u.discount)}٪`,
        },
        { header: 'پاداش معرفی', cell: (u) => `${toPersianDigits(u.referralreward)}٪` },
        { header: 'گروه پرداخت', td: { className: classes.nowrap }, cell: (u) => u.payGroup.name },
        { header: 'وضعیت', cell: (u) => <AccountBadges user={u} /> },
        { header: null, headerLabel: 'کارها', cell: (u) => <ResellerActions user={u} variant="menu" /> },
      ]}
    />
  );
}
