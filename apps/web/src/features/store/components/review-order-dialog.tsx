import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ORDER_STATUS, type Order } from '@pishkhan/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { showInfo, showSuccess } from '@/components/ui/alerts';
import { LedgerText } from '@/components/ui/latin';
import { formatAmount, formatNumber } from '@/lib/format';
import { useConfirmOrder } from '../api/confirm-order';
import { useRejectOrder } from '../api/reject-order';

interface ReviewOrderDialogProps {
  order: Order;
  onClose: () => void;
  /** Confirming buys the service from the balance: the header's balance is fetched again. */
  onAccountChanged: () => void;
}

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** Card-to-card: the reseller checks the transfer reference and confirms (the order is delivered) or rejects it. */
export function ReviewOrderDialog({ order, onClose, onAccountChanged }: ReviewOrderDialogProps) {
  const confirm = useConfirmOrder();
  const reject = useRejectOrder();
  const busy = confirm.isPending || reject.isPending;
  return (
    <Modal
      opened
      onClose={onClose}
      title={`بررسی واریز سفارش ${formatNumber(order.id)}`}
      centered
      data-testid="review-order-dialog"
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Row label="محصول" value={<LedgerText text={order.info} />} />
          <Row label="مبلغ" value={formatAmount(order.amount, order.currency)} />
          <Row label="شماره‌ی پیگیری واریز" value={order.reference} testId="review-reference" />
        </Stack>
        <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          اگر این مبلغ به کارت شما رسیده، تأیید کنید تا سرویس از موجودی شما ساخته و به مشتری تحویل شود.
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            بازگشت
          </Button>
          <Button
            color="red"
            variant="light"
            loading={reject.isPending}
            disabled={confirm.isPending}
            data-testid="reject-order"
            onClick={() =>
              reject.mutate(order.id, {
                onSuccess: () => {
                  onClose();
                  void showSuccess('سفارش رد شد');
                },
              })
            }
          >
            رد واریز
          </Button>
          <Button
            color="teal"
            loading={confirm.isPending}
            disabled={reject.isPending}
            data-testid="confirm-order"
            onClick={() =>
              confirm.mutate(order.id, {
                onSuccess: (saved) => {
                  onClose();
                  onAccountChanged();
                  if (saved.status === ORDER_STATUS.DELIVERED) void showSuccess('واریز تأیید شد و سرویس تحویل شد');
                  else
                    void showInfo('واریز تأیید شد', [
                      'موجودی شما برای ساخت سرویس کافی نیست؛ پس از شارژ حساب، سرویس خودکار تحویل می‌شود.',
                    ]);
                },
              })
            }
          >
            تأیید واریز
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
