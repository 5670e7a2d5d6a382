import { Badge, Group, NativeSelect, Stack, Switch, Table, Text } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import { MaskedSecret } from '../../../components/services/masked-secret';
import { ServiceTypeIcons } from '../../../components/services/service-type-icons';
import { showSuccess } from '../../../components/ui/alerts';
import { UsageRing } from '../../../components/ui/usage-ring';
import { formatJalaliDay, formatNumber, toPersianDigits } from '../../../lib/format';
import { useChangeServicePaid } from '../api/change-service-paid';
import { useChangeServiceStatus } from '../api/change-service-status';
import { type ServiceAction, ServiceActionsMenu } from './service-actions-menu';

const STATUS_COLORS: Record<number, string> = { 1: 'gray', 2: 'red', 3: 'orange', 4: 'green' };

const PAID_OPTIONS = [
  { value: '1', label: 'تسویه شده' },
  { value: '0', label: 'تسویه نشده' },
];

interface ServicesTableProps {
  services: Service[];
  onAction: (action: ServiceAction, service: Service) => void;
}

/** The service list table of spec section 2; it scrolls in its own container on a phone. */
export function ServicesTable({ services, onAction }: ServicesTableProps) {
  return (
    <Table.ScrollContainer minWidth={1080} type="native">
      <Table verticalSpacing="sm" highlightOnHover data-testid="services-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>شناسه</Table.Th>
            <Table.Th>کاربر</Table.Th>
            <Table.Th>روشن/خاموش</Table.Th>
            <Table.Th>نوع</Table.Th>
            <Table.Th>تاریخ انقضا</Table.Th>
            <Table.Th>مصرف</Table.Th>
            <Table.Th>وضعیت</Table.Th>
            <Table.Th>پرداخت</Table.Th>
            <Table.Th>عملیات</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service) => (
            <ServiceRow key={service.id} service={service} onAction={(a) => onAction(a, service)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ServiceRow({ service, onAction }: { service: Service; onAction: (a: ServiceAction) => void }) {
  const status = useChangeServiceStatus();
  const paid = useChangeServicePaid();
  const us = service.userservice;

  return (
    <Table.Tr data-testid={`service-row-${service.id}`} data-service-id={service.id}>
      <Table.Td>{toPersianDigits(service.id)}</Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {us.user.name ? (
            <Text size="sm" fw={500}>
              {us.user.name}
            </Text>
          ) : (
            !us.user.mobile && (
              <Text size="sm" c="dimmed">
                بدون مشتری
              </Text>
            )
          )}
          {us.user.mobile && (
            <Text size="xs" c="dimmed">
              {us.user.mobile}
            </Text>
          )}
          {us.is_radius && (
            <>
              <MaskedSecret label="نام کاربری" value={service.email} testId="service-username" />
              <MaskedSecret label="رمز" value={service.password} testId="service-password" />
            </>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Switch
          checked={!service.banned}
          disabled={!service.can_switch || status.isPending}
          onChange={() =>
            status.mutate(
              { service_id: service.id, banned: !service.banned },
              { onSuccess: (s) => void showSuccess(s.banned ? 'سرویس خاموش شد' : 'سرویس روشن شد') },
            )
          }
          aria-label={service.banned ? 'روشن کردن سرویس' : 'خاموش کردن سرویس'}
          data-testid="service-switch"
        />
      </Table.Td>
      <Table.Td>
        <ServiceTypeIcons is_v2ray={us.is_v2ray} is_radius={us.is_radius} />
      </Table.Td>
      <Table.Td>
        {service.statuscode === 1 ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <Text
            size="sm"
            c={service.expiry_warning ? 'red' : undefined}
            fw={service.expiry_warning ? 700 : undefined}
            data-testid="service-expiry"
            data-warning={service.expiry_warning}
          >
            {formatJalaliDay(service.jexpire_in)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <UsageRing
            percent={service.usedpercent}
            color={service.usage_warning ? 'red' : 'blue'}
            label={
              <Text size="9px" ta="center">
                {formatNumber(Math.round(service.usedpercent))}٪
              </Text>
            }
            data-testid="service-usage"
            data-warning={service.usage_warning}
          />
          <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
            {us.unlimited_traffic
              ? `${formatNumber(service.transfer_totalgb)} / نامحدود`
              : `${formatNumber(service.transfer_totalgb)} / ${formatNumber(service.transfer_enablegb)} گیگ`}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLORS[service.statuscode] ?? 'gray'} variant="light" data-testid="service-status">
          {service.status}
        </Badge>
      </Table.Td>
      <Table.Td>
        {/* A native select: ten Mantine Selects kept ten hidden dropdowns mounted and positioned on every page (decision 033). */}
        <NativeSelect
          size="xs"
          w={130}
          data={PAID_OPTIONS}
          value={us.paid ? '1' : '0'}
          disabled={paid.isPending}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if ((value === '1') === us.paid) return;
            paid.mutate(
              { service_id: service.id, paid: value === '1' },
              { onSuccess: () => void showSuccess('وضعیت پرداخت تغییر کرد') },
            );
          }}
          aria-label="وضعیت پرداخت"
          data-testid="service-paid"
        />
      </Table.Td>
      <Table.Td>
        <ServiceActionsMenu service={service} onAction={onAction} />
      </Table.Td>
    </Table.Tr>
  );
}
