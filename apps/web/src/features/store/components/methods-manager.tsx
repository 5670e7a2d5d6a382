import { Badge, Group, Stack, Text } from '@mantine/core';
import type { PaymentConfig } from '@pishkhan/contract';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminTable } from '@/components/admin/admin-table';
import { EditDeleteActions } from '@/components/admin/row-actions';
import { Latin } from '@/components/ui/latin';
import { formatNumber } from '@/lib/format';
import { useMyMethods } from '../api/get-my-methods';
import { DeleteMethodDialog } from './delete-method-dialog';
import { keyLabel, shownValue } from './gateway-keys';
import { SaveMethodDialog } from './save-method-dialog';

type Dialog = { kind: 'save'; method: PaymentConfig | null } | { kind: 'delete'; method: PaymentConfig } | null;

function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} data-testid="method-status">
      {active ? 'فعال' : 'غیرفعال'}
    </Badge>
  );
}

function Keys({ method }: { method: PaymentConfig }) {
  if (method.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid="method-keys">
      {method.items.map((item) => (
        <Text key={item.name} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {keyLabel(item.name)}
          </Text>
          {': '}
          <Latin>{shownValue(item.name, item.value)}</Latin>
        </Text>
      ))}
    </Stack>
  );
}

function RowActions({ method, onDialog }: { method: PaymentConfig; onDialog: (d: Dialog) => void }) {
  return (
    <EditDeleteActions
      noun="درگاه"
      testId="method"
      onEdit={() => onDialog({ kind: 'save', method })}
      onDelete={() => onDialog({ kind: 'delete', method })}
    />
  );
}

/** docs/product/screens.md#payment-methods: the table (cards on a phone), the add/edit gateway dialog and delete. */
export function MethodsManager({ title }: { title: string }) {
  const methods = useMyMethods();
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = (method: PaymentConfig) => <RowActions method={method} onDialog={setDialog} />;

  return (
    <Stack gap="md">
      <AdminHeader
        title={title}
        addLabel="درگاه جدید"
        addTestId="new-method"
        onAdd={() => setDialog({ kind: 'save', method: null })}
      />
      <AdminTable
        rows={methods.data}
        rowKey={(method) => method.id}
        rowData={(method) => ({ 'data-id': method.id })}
        testId="methods"
        rowTestId="method-row"
        minWidth={720}
        empty={{
          icon: IconCreditCard,
          title: 'هنوز درگاهی اضافه نکرده‌اید',
          description: 'مشتریان فروشگاه با درگاه‌های فعال شما پرداخت می‌کنند.',
          testId: 'methods-empty',
        }}
        columns={[
          { header: '#', cell: (_, index) => formatNumber(index + 1) },
          { header: 'نام روش پرداخت', cell: (method) => method.name, td: { 'data-testid': 'method-name' } },
          { header: 'وضعیت', cell: (method) => <StatusBadge active={method.active} /> },
          {
            header: 'ترتیب نمایش',
            cell: (method) => formatNumber(method.order),
            td: { 'data-testid': 'method-order-cell' },
          },
          {
            header: 'درصد تبدیل ارز',
            cell: (method) => formatNumber(method.changepercent),
            td: { 'data-testid': 'method-changepercent-cell' },
          },
          { header: 'کلیدها', cell: (method) => <Keys method={method} />, td: { style: { maxWidth: '22rem' } } },
          { header: 'عملیات', cell: actions },
        ]}
        card={(method, index) => (
          <>
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
              <Group gap="xs" wrap="nowrap">
                <Text c="dimmed" size="sm">
                  {formatNumber(index + 1)}
                </Text>
                <Text fw={700} data-testid="method-name">
                  {method.name}
                </Text>
              </Group>
              <StatusBadge active={method.active} />
            </Group>
            <Group gap="md" mb={6}>
              <Text size="sm" data-testid="method-order-cell">
                ترتیب نمایش: {formatNumber(method.order)}
              </Text>
              <Text size="sm" data-testid="method-changepercent-cell">
                درصد تبدیل ارز: {formatNumber(method.changepercent)}
              </Text>
            </Group>
            <Keys method={method} />
          </>
        )}
        cardActions={actions}
      />
      {dialog?.kind === 'save' && (
        <SaveMethodDialog key={dialog.method?.id ?? 'new'} method={dialog.method} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && <DeleteMethodDialog method={dialog.method} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
