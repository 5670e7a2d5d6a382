import { Button, Checkbox, Group, Menu, Text } from '@mantine/core';
import type { BulkAction } from '@pishkhan/contract';
import {
  IconCash,
  IconCashOff,
  IconChevronDown,
  IconFileSpreadsheet,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { formatNumber } from '@/lib/format';
import { BULK_LABELS } from './bulk-labels';

const ICONS: Record<BulkAction, typeof IconRefresh> = {
  renew: IconRefresh,
  add: IconPlus,
  off: IconPlayerPause,
  on: IconPlayerPlay,
  paid: IconCash,
  unpaid: IconCashOff,
  delete: IconTrash,
};
const ORDER: BulkAction[] = ['renew', 'add', 'off', 'on', 'paid', 'unpaid'];

interface ServicesBulkBarProps {
  /** Rows picked; null when the whole filter is. */
  picked: number | null;
  /** How many of the page's rows are picked, of how many. */
  onPage: { picked: number; rows: number };
  onPickPage: (on: boolean) => void;
  onPickFilter: () => void;
  onClear: () => void;
  onAction: (action: BulkAction) => void;
  onExport: () => void;
  exporting: boolean;
}

/**
 * Above the list (docs/product/screens.md#service-list): how many services are picked, the whole filter offered once a
 * page is, the bulk actions, and the CSV file of what is picked (or of the whole filtered list when nothing is).
 */
export function ServicesBulkBar({
  picked,
  onPage,
  onPickPage,
  onPickFilter,
  onClear,
  onAction,
  onExport,
  exporting,
}: ServicesBulkBarProps) {
  const any = picked === null || picked > 0;
  const wholePage = onPage.rows > 0 && onPage.picked === onPage.rows;
  return (
    <Group justify="space-between" gap="xs" p="sm" data-testid="services-bulk-bar" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        {/* In the bar, not the table's head: on a phone the rows are cards and the head is hidden. */}
        <Checkbox
          size="sm"
          checked={wholePage}
          indeterminate={onPage.picked > 0 && !wholePage}
          disabled={picked === null}
          onChange={(e) => onPickPage(e.currentTarget.checked)}
          aria-label="انتخاب همه‌ی سرویس‌های این صفحه"
          data-testid="pick-page"
        />
        <Text size="sm" aria-live="polite" data-testid="bulk-picked">
          {picked === null
            ? 'همه‌ی سرویس‌های این فیلتر انتخاب شده‌اند'
            : picked > 0
              ? `${formatNumber(picked)} سرویس انتخاب شده`
              : 'سرویسی انتخاب نشده'}
        </Text>
        {picked !== null && wholePage && (
          <Button size="compact-sm" variant="subtle" onClick={onPickFilter} data-testid="bulk-pick-filter">
            انتخاب همه‌ی سرویس‌های این فیلتر
          </Button>
        )}
        {any && (
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onClear} data-testid="bulk-clear">
            لغو انتخاب
          </Button>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Menu position="bottom-end" withinPortal shadow="md" width={200} disabled={!any}>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              disabled={!any}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              data-testid="bulk-actions"
            >
              کار گروهی
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {ORDER.map((action) => {
              const Icon = ICONS[action];
              return (
                <Menu.Item
                  key={action}
                  leftSection={<Icon size={16} aria-hidden />}
                  onClick={() => onAction(action)}
                  data-testid={`bulk-${action}`}
                >
                  {BULK_LABELS[action].item}
                </Menu.Item>
              );
            })}
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onAction('delete')}
              data-testid="bulk-delete"
            >
              {BULK_LABELS.delete.item}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={onExport}
          loading={exporting}
          data-testid="services-export"
        >
          خروجی اکسل
        </Button>
      </Group>
    </Group>
  );
}
