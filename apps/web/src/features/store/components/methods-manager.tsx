import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PaymentConfig } from '@pishkhan/contract';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Latin } from '../../../components/ui/latin';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { CuedScrollContainer } from '../../../components/ui/scroll-cue';
import { formatNumber } from '../../../lib/format';
import { useMyMethods } from '../api/get-my-methods';
import { DeleteMethodDialog } from './delete-method-dialog';
import { EditDeleteActions } from './edit-delete-actions';
import { keyLabel, shownValue } from './gateway-keys';
import { SaveMethodDialog } from './save-method-dialog';

const PHONE = '(max-width: 48em)';

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
  const phone = useMediaQuery(PHONE, window.matchMedia(PHONE).matches);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = methods.data;

  let body: React.ReactNode;
  if (!list) body = <LoadingScreen fullScreen={false} />;
  else if (list.length === 0) {
    body = (
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconCreditCard}
          title="هنوز درگاهی اضافه نکرده‌اید"
          description="مشتریان فروشگاه با درگاه‌های فعال شما پرداخت می‌کنند."
          testId="methods-empty"
        />
      </Paper>
    );
  } else if (phone) {
    body = (
      <Stack gap="sm" data-testid="methods-cards">
        {list.map((method, index) => (
          <Paper key={method.id} withBorder p="md" radius="md" data-testid="method-row" data-id={method.id}>
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
            <Group justify="flex-end" mt="xs">
              <RowActions method={method} onDialog={setDialog} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Paper withBorder radius="md">
        <CuedScrollContainer minWidth={720} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="methods-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>نام روش پرداخت</Table.Th>
                <Table.Th>وضعیت</Table.Th>
                <Table.Th>ترتیب نمایش</Table.Th>
                <Table.Th>درصد تبدیل ارز</Table.Th>
                <Table.Th>کلیدها</Table.Th>
                <Table.Th>عملیات</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((method, index) => (
                <Table.Tr key={method.id} data-testid="method-row" data-id={method.id}>
                  <Table.Td>{formatNumber(index + 1)}</Table.Td>
                  <Table.Td data-testid="method-name">{method.name}</Table.Td>
                  <Table.Td>
                    <StatusBadge active={method.active} />
                  </Table.Td>
                  <Table.Td data-testid="method-order-cell">{formatNumber(method.order)}</Table.Td>
                  <Table.Td data-testid="method-changepercent-cell">{formatNumber(method.changepercent)}</Table.Td>
                  <Table.Td style={{ maxWidth: '22rem' }}>
                    <Keys method={method} />
                  </Table.Td>
                  <Table.Td>
                    <RowActions method={method} onDialog={setDialog} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CuedScrollContainer>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ kind: 'save', method: null })}
          data-testid="new-method"
        >
          درگاه جدید
        </Button>
      </Group>
      {body}
      {dialog?.kind === 'save' && (
        <SaveMethodDialog key={dialog.method?.id ?? 'new'} method={dialog.method} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && <DeleteMethodDialog method={dialog.method} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
