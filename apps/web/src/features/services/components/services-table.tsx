import { Badge, Checkbox, Group, NativeSelect, RingProgress, Stack, Switch, Table, Text } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import { IconNote, IconRepeat } from '@tabler/icons-react';
import { memo } from 'react';
import { MaskedSecret } from '@/components/services/masked-secret';
import { ServiceTypeIcons } from '@/components/services/service-type-icons';
import { showToast } from '@/components/ui/alerts';
import cardRows from '@/components/ui/card-rows.module.css';
import { formatJalaliDay, formatNumber, formatTehranTime, toPersianDigits } from '@/lib/format';
import { useChangeServicePaid } from '../api/change-service-paid';
import { useChangeServiceStatus } from '../api/change-service-status';
import { OPEN_TUNNELS_COUNTED, OPEN_TUNNELS_NOTE } from './open-tunnels-note';
import { type ServiceAction, ServiceActionsMenu } from './service-actions-menu';
import classes from './services-table.module.css';

const STATUS_COLORS: Record<number, string> = { 1: 'gray', 2: 'red', 3: 'orange', 4: 'green' };

/** New connections are refused at once; open ones end within the node's bound (decision 108). */
const SWITCHED_OFF_NOTE = `از همین حالا اتصال تازه پذیرفته نمی‌شود. ${OPEN_TUNNELS_NOTE} ${OPEN_TUNNELS_COUNTED}`;

const PAID_OPTIONS = [
  { value: '1', label: 'تسویه شده' },
  { value: '0', label: 'تسویه نشده' },
];

interface ServicesTableProps {
  services: Service[];
  /** Kept the same between renders, so the rows can skip rendering again. */
  onAction: (action: ServiceAction, service: Service) => void;
  /** The ids picked for a bulk action, or 'all' when the whole filter is (decision 099). */
  picked: ReadonlySet<number> | 'all';
  /** Kept the same between renders, as `onAction`. */
  onPick: (service: Service, on: boolean) => void;
}

/**
 * A service as a control's accessible name says it: its number and its customer (or username), so every row's switch,
 * select, box and menu has a name of its own (docs/product/screens.md#service-list).
 */
export function serviceName(service: Service) {
  const { user } = service.userservice;
  const who = user.name || user.mobile || service.email;
  return `سرویس ${toPersianDigits(service.id)}${who ? ` (${who})` : ''}`;
}

/**
 * The service list table of docs/product/screens.md. Where the list is narrower than the table needs (a phone, a tablet, a
 * small laptop with the sidebar open) each row is a card instead: the one width that decides it is the container query
 * in services-table.module.css, so the table needs no minimum width of its own.
 */

/** Devices its subscription keeps out of its limit (decision 105): «۲ از ۳», or «نامحدود» with none set. */
export function devicesLabel(service: Service) {
  if (!service.userservice.is_v2ray) return '—';
  if (service.device_limit === 0)
    return service.devices_used > 0 ? `${formatNumber(service.devices_used)} / نامحدود` : 'نامحدود';
  return `${formatNumber(service.devices_used)} از ${formatNumber(service.device_limit)}`;
}

/** The ring's one section; none at 0 %, where a rounded cap would still draw a dot. */
const usageSections = (percent: number, warning: boolean) =>
  percent > 0 ? [{ value: Math.min(100, percent), color: warning ? 'red' : 'blue' }] : [];

export function ServicesTable({ services, onAction, picked, onPick }: ServicesTableProps) {
  return (
    <Table.ScrollContainer minWidth={0} type="native" className={cardRows.scroll}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        data-testid="services-table"
        className={`${cardRows.table} ${classes.table}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>شناسه</Table.Th>
            <Table.Th>کاربر</Table.Th>
            <Table.Th>روشن/خاموش</Table.Th>
            <Table.Th>نوع</Table.Th>
            <Table.Th>تاریخ انقضا</Table.Th>
            <Table.Th>مصرف</Table.Th>
            <Table.Th>دستگاه‌ها</Table.Th>
            <Table.Th>وضعیت</Table.Th>
            <Table.Th>پرداخت</Table.Th>
            <Table.Th>عملیات</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service) => (
            <ServiceRow
              key={service.id}
              service={service}
              onAction={onAction}
              picked={picked === 'all' || picked.has(service.id)}
              wholeFilter={picked === 'all'}
              onPick={onPick}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One service; memoized, so a change to one service (or a refetch that changed nothing) renders only its row. */
const ServiceRow = memo(function ServiceRow({
  service,
  onAction,
  picked,
  wholeFilter,
  onPick,
}: {
  service: Service;
  onAction: ServicesTableProps['onAction'];
  picked: boolean;
  wholeFilter: boolean;
  onPick: ServicesTableProps['onPick'];
}) {
  const status = useChangeServiceStatus();
  const paid = useChangeServicePaid();
  const us = service.userservice;
  const name = serviceName(service);

  return (
    <Table.Tr data-testid={`service-row-${service.id}`} data-service-id={service.id}>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Checkbox
            size="xs"
            checked={picked}
            disabled={wholeFilter}
            onChange={(e) => onPick(service, e.currentTarget.checked)}
            aria-label={`انتخاب ${name}`}
            data-testid="service-pick"
          />
          {toPersianDigits(service.id)}
        </Group>
      </Table.Td>
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
          {service.note && (
            <Text size="xs" dir="auto" lineClamp={2} className={classes.note} data-testid="service-note">
              <IconNote size={13} aria-label="یادداشت" className={classes.noteIcon} />
              {service.note}
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
              {
                onSuccess: (s) =>
                  s.banned ? showToast(`${name} خاموش شد`, [SWITCHED_OFF_NOTE]) : showToast(`${name} روشن شد`),
              },
            )
          }
          aria-label={`${service.banned ? 'روشن کردن' : 'خاموش کردن'} ${name}`}
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
          <RingProgress
            size={44}
            thickness={5}
            roundCaps
            sections={usageSections(service.usedpercent, service.usage_warning)}
            label={
              <Text fz={9} lh="9px" ta="center">
                {formatNumber(Math.round(service.usedpercent))}٪
              </Text>
            }
            data-testid="service-usage"
            data-warning={service.usage_warning}
          />
          <Text size="xs" className={classes.nowrap}>
            {us.unlimited_traffic
              ? `${formatNumber(service.transfer_totalgb)} / نامحدود`
              : `${formatNumber(service.transfer_totalgb)} / ${formatNumber(service.transfer_enablegb)} گیگ`}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="xs" className={classes.nowrap} data-testid="service-devices">
          {devicesLabel(service)}
        </Text>
      </Table.Td>
      <Table.Td>
        {/* A service switched off says so, whatever its status would be on (docs/product/services-and-statuses.md#service-status-codes). */}
        <Badge
          color={service.banned ? 'gray' : (STATUS_COLORS[service.statuscode] ?? 'gray')}
          variant="light"
          data-testid="service-status"
        >
          {service.banned ? 'خاموش' : service.status}
        </Badge>
        {/* A fair-use pause is not the reseller's switch-off: it ends by itself (decision 107). */}
        {service.paused_until && !service.banned && (
          <Badge color="orange" variant="light" mt={4} display="block" data-testid="service-paused">
            {`توقف موقت تا ${formatTehranTime(service.paused_until)}`}
          </Badge>
        )}
        {/* Renewed from the balance each time it stops (decision 114). */}
        {service.auto_renew && (
          <Badge
            color="teal"
            variant="light"
            mt={4}
            display="block"
            leftSection={<IconRepeat size={12} aria-hidden />}
            data-testid="service-auto-renew"
          >
            تمدید خودکار
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {/* A native select, as the filters' (decision 033). */}
        <NativeSelect
          size="xs"
          className={classes.paid}
          data={PAID_OPTIONS}
          value={us.paid ? '1' : '0'}
          disabled={paid.isPending}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if ((value === '1') === us.paid) return;
            paid.mutate(
              { service_id: service.id, paid: value === '1' },
              { onSuccess: (s) => showToast(`${name}: ${s.userservice.paid ? 'تسویه شده' : 'تسویه نشده'}`) },
            );
          }}
          aria-label={`وضعیت پرداخت ${name}`}
          data-testid="service-paid"
        />
      </Table.Td>
      <Table.Td>
        <ServiceActionsMenu service={service} name={name} onAction={(action) => onAction(action, service)} />
      </Table.Td>
    </Table.Tr>
  );
});
