import { Anchor, Badge, Group, Paper, Table, Text } from '@mantine/core';
import type { AdminUser } from '@pishkhan/contract';
import { IconUserOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { CuedScrollContainer } from '@/components/ui/scroll-cue';
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
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconUserOff}
          title={filtered ? 'حسابی با این جستجو پیدا نشد' : 'هنوز فروشنده‌ای ثبت نشده است'}
          testId="resellers-empty"
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <CuedScrollContainer minWidth={900} type="native">
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="resellers-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>نام و موبایل</Table.Th>
              <Table.Th>موجودی</Table.Th>
              <Table.Th>درصد قیمت</Table.Th>
              <Table.Th>پاداش معرفی</Table.Th>
              <Table.Th>گروه پرداخت</Table.Th>
              <Table.Th>وضعیت</Table.Th>
              <Table.Th aria-label="کارها" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((u) => (
              <Table.Tr key={u.id} data-testid="reseller-row" data-mobile={u.mobile} data-id={u.id}>
                <Table.Td className={classes.nowrap}>
                  {/* A reseller who never gave a name is «بی‌نام», not the mobile twice (decision 100). */}
                  <Anchor component={Link} to={`/admin/resellers/${u.id}`} size="sm" fw={600}>
                    {u.name || 'بی‌نام'}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {toPersianDigits(u.mobile)}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.nowrap} data-testid="reseller-balance">
                  {formatToman(u.balance)}
                </Table.Td>
                <Table.Td data-testid="reseller-discount-cell">{toPersianDigits(u.discount)}٪</Table.Td>
                <Table.Td>{toPersianDigits(u.referralreward)}٪</Table.Td>
                <Table.Td className={classes.nowrap}>{u.payGroup.name}</Table.Td>
                <Table.Td>
                  <AccountBadges user={u} />
                </Table.Td>
                <Table.Td>
                  <ResellerActions user={u} variant="menu" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </CuedScrollContainer>
    </Paper>
  );
}
