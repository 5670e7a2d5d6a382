import { Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '@pishkhan/contract';
import { IconRepeat } from '@tabler/icons-react';
import { showToast } from '@/components/ui/alerts';
import { Latin } from '@/components/ui/latin';
import { CuedScrollContainer } from '@/components/ui/scroll-cue';
import { formatMoment, formatNumber } from '@/lib/format';
import { useResendDelivery } from '../api/resend-delivery';
import { eventLabel } from './event-label';

const STATUS: Record<WebhookDelivery['status'], { label: string; color: string }> = {
  pending: { label: 'در صف', color: 'blue' },
  delivered: { label: 'رسید', color: 'teal' },
  failed: { label: 'ناموفق', color: 'red' },
};

/** The last attempt's answer: its HTTP status and the start of its body, or why no answer came. */
function Answer({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attempts === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  if (delivery.response_status === null) {
    return (
      <Text size="sm" c="red" data-testid="delivery-error">
        {delivery.error}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} data-testid="delivery-response-status">
        <Latin>{String(delivery.response_status)}</Latin>
      </Text>
      {delivery.response_body && (
        <Text
          size="xs"
          c="dimmed"
          dir="ltr"
          className="latin"
          style={{ overflowWrap: 'anywhere', textAlign: 'left', maxHeight: '4.5em', overflow: 'hidden' }}
          title={delivery.response_body}
          data-testid="delivery-response-body"
        >
          {delivery.response_body}
        </Text>
      )}
    </Stack>
  );
}

/** An endpoint's deliveries: event, when, attempts, status (with the next try), the last answer, «ارسال دوباره». */
export function DeliveriesTable({ webhookId, deliveries }: { webhookId: number; deliveries: WebhookDelivery[] }) {
  const resend = useResendDelivery(webhookId);
  return (
    <Paper withBorder radius="md">
      <CuedScrollContainer minWidth={860} type="native">
        <Table striped verticalSpacing="sm" data-testid="deliveries-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>رویداد</Table.Th>
              <Table.Th>زمان</Table.Th>
              <Table.Th>تلاش‌ها</Table.Th>
              <Table.Th>وضعیت</Table.Th>
              <Table.Th>پاسخ</Table.Th>
              <Table.Th>عملیات</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deliveries.map((delivery) => (
              <Table.Tr key={delivery.id} data-testid="delivery-row" data-id={delivery.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" data-testid="delivery-event">
                      {eventLabel(delivery.event_type)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Latin data-testid="delivery-msg-id">{delivery.msg_id}</Latin>
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoment(delivery.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td data-testid="delivery-attempts">{formatNumber(delivery.attempts)}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Badge
                      variant="light"
                      color={STATUS[delivery.status].color}
                      data-testid="delivery-status"
                      data-status={delivery.status}
                    >
                      {STATUS[delivery.status].label}
                    </Badge>
                    {delivery.next_attempt_at && delivery.attempts > 0 && (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        تلاش بعدی: {formatMoment(delivery.next_attempt_at)}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td style={{ maxWidth: '20rem' }}>
                  <Answer delivery={delivery} />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconRepeat size={14} aria-hidden />}
                    loading={resend.isPending && resend.variables === delivery.id}
                    onClick={() =>
                      resend.mutate(delivery.id, { onSuccess: () => showToast('دوباره در صف ارسال گذاشته شد') })
                    }
                    data-testid="resend-delivery"
                  >
                    ارسال دوباره
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </CuedScrollContainer>
    </Paper>
  );
}
