import { Badge } from '@mantine/core';

const NODE_STATUS = {
  up: { label: 'برقرار', color: 'teal' },
  down: { label: 'قطع', color: 'red' },
  unknown: { label: 'نامشخص', color: 'gray' },
} as const;

/** A V2Ray node's health as the provisioning worker last saw it. */
export function NodeStatusBadge({ status }: { status: keyof typeof NODE_STATUS }) {
  return (
    <Badge color={NODE_STATUS[status].color} variant="light" data-testid="node-status">
      {NODE_STATUS[status].label}
    </Badge>
  );
}

/** On sale / offered, or withdrawn. */
export function ActiveBadge({ active, off = 'غیرفعال' }: { active: boolean; off?: string }) {
  return active ? (
    <Badge color="teal" variant="light">
      فعال
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {off}
    </Badge>
  );
}
