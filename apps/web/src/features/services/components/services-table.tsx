import { Badge, Combobox, Input, Switch, Table } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import { type CSSProperties, memo } from 'react';
import { MaskedSecret } from '../../../components/services/masked-secret';
import { ServiceTypeIcons } from '../../../components/services/service-type-icons';
import { showSuccess } from '../../../components/ui/alerts';
import cardRows from '../../../components/ui/card-rows.module.css';
import text from '../../../components/ui/text.module.css';
import { UsageRing } from '../../../components/ui/usage-ring';
import { formatJalaliDay, formatNumber, toPersianDigits } from '../../../lib/format';
import { useChangeServicePaid } from '../api/change-service-paid';
import { useChangeServiceStatus } from '../api/change-service-status';
import { type ServiceAction, ServiceActionsMenu } from './service-actions-menu';
import classes from './services-table.module.css';

/*
 * The rows are plain elements carrying Mantine's own classes and style variables (Table, Switch, Badge, Input), so
 * they look as the components drew them: rendering each cell through Mantine's components (props, styles and ids
 * resolved per element, a floating-ui instance per menu and tooltip) was most of the time between the list's answer
 * and its rows on screen (decision 038).
 */

const STATUS_COLORS: Record<number, string> = { 1: 'gray', 2: 'red', 3: 'orange', 4: 'green' };

const badgeStyle = (color: string) =>
  ({
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  }) as CSSProperties;
const BADGE_STYLES: Record<number, CSSProperties> = Object.fromEntries(
  [0, 1, 2, 3, 4].map((code) => [code, badgeStyle(STATUS_COLORS[code] ?? 'gray')]),
);

const TR = `${Table.classes.tr} mantine-Table-tr`;
const TD = `${Table.classes.td} mantine-Table-td`;
const SWITCH_ROOT = `${classes.switch} ${Switch.classes.root}`;
const SELECT_WRAPPER_STYLE = {
  '--input-height': 'var(--input-height-xs)',
  '--input-fz': 'var(--mantine-font-size-xs)',
  '--input-right-section-pointer-events': 'none',
} as CSSProperties;
const CHEVRON_STYLE = { '--combobox-chevron-size': 'var(--combobox-chevron-size-xs)' } as CSSProperties;
const TEXT_SM = `${text.text} ${text.sm}`;
const TEXT_XS = `${text.text} ${text.xs}`;
const DIMMED_SM = `${TEXT_SM} ${text.dimmed}`;
const DIMMED_XS = `${TEXT_XS} ${text.dimmed}`;

interface ServicesTableProps {
  services: Service[];
  /** Kept the same between renders, so the rows can skip rendering again. */
  onAction: (action: ServiceAction, service: Service) => void;
}

/**
 * The service list table of docs/product/screens.md. Where the list is narrower than the table needs (a phone, a tablet, a
 * small laptop with the sidebar open) each row is a card instead: the one width that decides it is the container query
 * in services-table.module.css, so the table needs no minimum width of its own.
 */
export function ServicesTable({ services, onAction }: ServicesTableProps) {
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
            <Table.Th>وضعیت</Table.Th>
            <Table.Th>پرداخت</Table.Th>
            <Table.Th>عملیات</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service) => (
            <ServiceRow key={service.id} service={service} onAction={onAction} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const ServiceRow = memo(function ServiceRow({
  service,
  onAction,
}: {
  service: Service;
  onAction: ServicesTableProps['onAction'];
}) {
  const status = useChangeServiceStatus();
  const paid = useChangeServicePaid();
  const us = service.userservice;
  const switchDisabled = !service.can_switch || status.isPending;

  return (
    <tr
      className={TR}
      data-with-row-border
      data-hover
      data-testid={`service-row-${service.id}`}
      data-service-id={service.id}
    >
      <td className={TD}>{toPersianDigits(service.id)}</td>
      <td className={TD}>
        <div className={classes.stack}>
          {us.user.name ? (
            <p className={`${TEXT_SM} ${text.medium}`}>{us.user.name}</p>
          ) : (
            !us.user.mobile && <p className={DIMMED_SM}>بدون مشتری</p>
          )}
          {us.user.mobile && <p className={DIMMED_XS}>{us.user.mobile}</p>}
          {us.is_radius && (
            <>
              <MaskedSecret label="نام کاربری" value={service.email} testId="service-username" />
              <MaskedSecret label="رمز" value={service.password} testId="service-password" />
            </>
          )}
        </div>
      </td>
      <td className={TD}>
        {/* Mantine Switch's elements: a native checkbox with the switch's role, drawn by the track after it. */}
        <div className={SWITCH_ROOT} data-label-position="right" data-checked={!service.banned}>
          <label className={Switch.classes.body}>
            <input
              type="checkbox"
              role="switch"
              className={Switch.classes.input}
              checked={!service.banned}
              aria-checked={!service.banned}
              data-checked={!service.banned}
              disabled={switchDisabled}
              onChange={() =>
                status.mutate(
                  { service_id: service.id, banned: !service.banned },
                  { onSuccess: (s) => void showSuccess(s.banned ? 'سرویس خاموش شد' : 'سرویس روشن شد') },
                )
              }
              aria-label={service.banned ? 'روشن کردن سرویس' : 'خاموش کردن سرویس'}
              data-testid="service-switch"
            />
            <span className={Switch.classes.track} data-label-position="right" data-without-labels aria-hidden>
              <span className={Switch.classes.thumb} data-reduce-motion data-with-thumb-indicator />
              <span className={Switch.classes.trackLabel} />
            </span>
            <div className={Switch.classes.labelWrapper} data-disabled={switchDisabled || undefined} />
          </label>
        </div>
      </td>
      <td className={TD}>
        <ServiceTypeIcons is_v2ray={us.is_v2ray} is_radius={us.is_radius} />
      </td>
      <td className={TD}>
        {service.statuscode === 1 ? (
          <p className={DIMMED_SM}>—</p>
        ) : (
          <p
            className={service.expiry_warning ? `${TEXT_SM} ${text.red} ${text.bold}` : TEXT_SM}
            data-testid="service-expiry"
            data-warning={service.expiry_warning}
          >
            {formatJalaliDay(service.jexpire_in)}
          </p>
        )}
      </td>
      <td className={TD}>
        <div className={classes.usage}>
          <UsageRing
            percent={service.usedpercent}
            color={service.usage_warning ? 'red' : 'blue'}
            label={
              <p className={`${text.text} ${classes.ringLabel}`}>{formatNumber(Math.round(service.usedpercent))}٪</p>
            }
            data-testid="service-usage"
            data-warning={service.usage_warning}
          />
          <p className={`${TEXT_XS} ${classes.nowrap}`}>
            {us.unlimited_traffic
              ? `${formatNumber(service.transfer_totalgb)} / نامحدود`
              : `${formatNumber(service.transfer_totalgb)} / ${formatNumber(service.transfer_enablegb)} گیگ`}
          </p>
        </div>
      </td>
      <td className={TD}>
        <div
          className={Badge.classes.root}
          data-variant="light"
          style={(service.banned ? BADGE_STYLES[0] : BADGE_STYLES[service.statuscode]) ?? BADGE_STYLES[0]}
          data-testid="service-status"
        >
          {/* A service switched off says so, whatever its status would be on (docs/product/services-and-statuses.md#service-status-codes). */}
          <span className={Badge.classes.label}>{service.banned ? 'خاموش' : service.status}</span>
        </div>
      </td>
      <td className={TD}>
        {/* NativeSelect's elements: a native select, nothing to position or keep mounted (decisions 033, 038). */}
        <div className={`${Input.classes.root} ${classes.paid}`} data-size="xs">
          <div
            className={Input.classes.wrapper}
            data-variant="default"
            data-size="xs"
            data-pointer
            data-with-right-section
            data-disabled={paid.isPending || undefined}
            style={SELECT_WRAPPER_STYLE}
          >
            <select
              className={Input.classes.input}
              data-variant="default"
              value={us.paid ? '1' : '0'}
              disabled={paid.isPending}
              data-disabled={paid.isPending || undefined}
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
            >
              <option value="1">تسویه شده</option>
              <option value="0">تسویه نشده</option>
            </select>
            <div data-position="right" className={Input.classes.section}>
              <ChevronIcon />
            </div>
          </div>
        </div>
      </td>
      <td className={TD}>
        <ServiceActionsMenu service={service} onAction={(action) => onAction(action, service)} />
      </td>
    </tr>
  );
});

/** Mantine's ComboboxChevron at size xs. */
function ChevronIcon() {
  return (
    <svg
      className={Combobox.classes.chevron}
      data-size="xs"
      data-combobox-chevron
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={CHEVRON_STYLE}
      aria-hidden
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
