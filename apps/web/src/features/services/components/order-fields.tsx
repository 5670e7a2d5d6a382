import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { CustomerPicker } from '@/components/services/customer-picker';
import { toggleSetting } from '@/lib/settings-store';
import type { AccountType, OrderFieldsState } from '../hooks/use-order-fields';
import classes from './order-submit-bar.module.css';

/** Account type toggle, 'without phone', batch count and description, or the customer's mobile and name. */
export function OrderFields({ order }: { order: OrderFieldsState }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            value={order.accountType}
            onChange={(v) => order.setAccountType(v as AccountType)}
            data={[
              { value: 'single', label: 'اکانت تکی' },
              { value: 'batch', label: 'اکانت گروهی' },
            ]}
            aria-label="نوع اکانت"
            data-testid="account-type"
          />
          <Checkbox
            label="اکانت بدون شماره موبایل"
            checked={order.servicewithoutphone}
            onChange={() => toggleSetting('servicewithoutphone')}
            data-testid="without-phone"
          />
        </Group>
        {order.batch && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="تعداد"
              value={order.count}
              onChange={order.setCount}
              min={1}
              clampBehavior="none"
              error={order.countError}
              data-testid="batch-count"
            />
            <Textarea
              label="توضیحات"
              value={order.description}
              onChange={(e) => order.setDescription(e.currentTarget.value)}
              autosize
              minRows={1}
              maxRows={4}
              data-testid="batch-description"
            />
          </SimpleGrid>
        )}
        {order.askCustomer && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <CustomerPicker
              label="شماره موبایل مشتری"
              text={order.mobile}
              onTextChange={order.setMobile}
              results={order.search.results}
              loading={order.search.loading}
              selected={order.customer}
              onSelect={order.setCustomer}
              testId="customer-mobile"
            />
            <TextInput
              label="نام مشتری"
              value={order.name}
              onChange={(e) => order.setName(e.currentTarget.value)}
              description={
                order.renaming === null ? undefined : (
                  <Text span size="xs" c="orange.8" data-testid="customer-rename-note">
                    نام این مشتری{order.renaming ? ` («${order.renaming}»)` : ''} در همه‌ی سرویس‌هایش به «
                    {order.name.trim()}» تغییر می‌کند
                  </Text>
                )
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data-testid="customer-name"
            />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The order's summary lines and its submit button, which reads 'processing' while the request runs, or `action` in its
 * place (a short balance's top-up link). It stays at the bottom of the screen while the form scrolls under it, so the
 * total and the button are in view on a phone (docs/product/screens.md#new-service).
 */
export function OrderSubmitBar({
  summary,
  label,
  icon,
  busy,
  disabled,
  testId,
  action,
}: {
  summary: ReactNode;
  label: string;
  icon: ReactNode;
  busy: boolean;
  disabled: boolean;
  testId: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" p="md" radius="md" className={classes.bar} data-testid="order-bar">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>{summary}</Stack>
        {action || (
          <Button type="submit" size="md" leftSection={icon} disabled={disabled || busy} data-testid={testId}>
            {busy ? 'در حال پردازش...' : label}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
