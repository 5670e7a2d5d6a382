import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { NodeStatusBadge } from '@/components/admin/status-badges';
import { showSuccess } from '@/components/ui/alerts';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useGroupNodes } from '../api/get-group-nodes';
import { useNodeChoices } from '../api/get-node-choices';
import { useSetGroupNodes } from '../api/set-group-nodes';

/** Which V2Ray nodes a group's services live on; none chosen means every active node. */
export function GroupNodesDialog({ group, onClose }: { group: { id: number; name: string }; onClose: () => void }) {
  const nodes = useNodeChoices();
  const current = useGroupNodes(group.id);
  return (
    <Modal opened onClose={onClose} title={`نودهای گروه ${group.name}`} centered data-testid="group-nodes-dialog">
      {nodes.data && current.data ? (
        <GroupNodesForm group={group} nodes={nodes.data} initial={current.data.node_ids} onClose={onClose} />
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
    </Modal>
  );
}

interface FormProps {
  group: { id: number; name: string };
  nodes: { id: number; name: string; active: boolean; status: 'up' | 'down' | 'unknown'; host: string }[];
  initial: number[];
  onClose: () => void;
}

function GroupNodesForm({ group, nodes, initial, onClose }: FormProps) {
  const save = useSetGroupNodes();
  const [chosen, setChosen] = useState(initial.map(String));
  const submit = () =>
    save.mutate(
      { id: group.id, node_ids: chosen.map(Number) },
      {
        onSuccess: () => {
          onClose();
          void showSuccess('نودهای گروه ثبت شد', ['سرویس‌های فعال تا چند ثانیه‌ی دیگر روی نودهای تازه ساخته می‌شوند.']);
        },
      },
    );
  return (
    <Stack gap="md">
      <Alert variant="light" color="blue">
        اگر هیچ نودی انتخاب نشود، سرویس‌های این گروه روی همه‌ی نودهای فعال ساخته می‌شوند.
      </Alert>
      {nodes.length === 0 ? (
        <Text size="sm" c="dimmed">
          هنوز نودی تعریف نشده است.
        </Text>
      ) : (
        <Checkbox.Group value={chosen} onChange={setChosen}>
          <Stack gap="xs">
            {nodes.map((n) => (
              <Group key={n.id} gap="xs" wrap="nowrap" justify="space-between" data-testid="group-node-option">
                <Checkbox value={String(n.id)} label={n.active ? n.name : `${n.name} (غیرفعال)`} />
                <NodeStatusBadge status={n.status} />
              </Group>
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          انصراف
        </Button>
        <Button onClick={submit} loading={save.isPending} data-testid="group-nodes-submit">
          ثبت
        </Button>
      </Group>
    </Stack>
  );
}
