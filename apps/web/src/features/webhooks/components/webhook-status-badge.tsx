import { Badge } from '@mantine/core';
import type { Webhook } from '@pishkhan/contract';

export function WebhookStatusBadge({ status }: { status: Webhook['status'] }) {
  return (
    <Badge variant="light" color={status === 'active' ? 'teal' : 'orange'} data-testid="webhook-status">
      {status === 'active' ? 'فعال' : 'متوقف'}
    </Badge>
  );
}
