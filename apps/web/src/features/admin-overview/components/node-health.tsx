import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Overview } from '@pishkhan/contract';
import { IconServerOff } from '@tabler/icons-react';
import { EmptyState } from '@/components/ui/empty-state';
import { CuedScrollContainer } from '@/components/ui/scroll-cue';
import { formatMoment, formatNumber } from '@/lib/format';

type Node = Overview['provisioning']['nodes'][number];

const STATUS: Record<Node['status'], { label: string; color: string }> = {
  up: { label: 'برقرار', color: 'teal' },
  down: { label: 'قطع', color: 'red' },
  unknown: { label: 'نامشخص', color: 'gray' },
};

/** Each V2Ray node: reachable or not, how many users it serves, when it last answered and its last error. */
export function NodeHealth({ nodes }: { nodes: Node[] }) {
  return (
    <Paper withBorder radius="md" data-testid="node-health">
      <Stack gap={0}>
        <Title order={2} size="h5" p="md">
          وضعیت نودها
        </Title>
        {nodes.length === 0 ? (
          <EmptyState icon={IconServerOff} title="هنوز نودی تعریف نشده است" testId="nodes-empty" />
        ) : (
          <CuedScrollContainer minWidth={640} type="native">
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>نود</Table.Th>
                  <Table.Th>وضعیت</Table.Th>
                  <Table.Th>کاربران</Table.Th>
                  <Table.Th>آخرین پاسخ</Table.Th>
                  <Table.Th>آخرین خطا</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {nodes.map((node) => (
                  <Table.Tr key={node.id} data-testid="node-row" data-status={node.status}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {node.name}
                      </Text>
                      {!node.active && (
                        <Text size="xs" c="dimmed">
                          غیرفعال
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS[node.status].color} variant="light">
                        {STATUS[node.status].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatNumber(node.users)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {node.last_seen_at ? formatMoment(node.last_seen_at) : 'هرگز'}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c={node.last_error ? 'red.7' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                        {node.last_error || '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CuedScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
