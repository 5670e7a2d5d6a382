import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { NodeBodySchema, type NodeSchema, UpdateNodeBodySchema } from '@pishkhan/contract';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors, numberOrUndefined } from '../../../components/admin/field-errors';
import { showSuccess } from '../../../components/ui/alerts';
import { useSaveNode } from '../api/save-node';

type Node = z.infer<typeof NodeSchema>;

/** A node: its Xray gRPC API and inbound, and the public side put into share links. */
export function SaveNodeDialog({ node, onClose }: { node: Node | null; onClose: () => void }) {
  const save = useSaveNode();
  const [v, setV] = useState({
    name: node?.name ?? '',
    api_address: node?.api_address ?? '',
    inbound_tag: node?.inbound_tag ?? '',
    protocol: node?.protocol ?? 'vless',
    host: node?.host ?? '',
    port: (node?.port ?? 443) as number | string,
    transport: node?.transport ?? 'tcp',
    tls: node?.tls ?? false,
    path: node?.path ?? '',
    sni: node?.sni ?? '',
    active: node?.active ?? true,
  });
  const set = <K extends keyof typeof v>(key: K, value: (typeof v)[K]) => setV((c) => ({ ...c, [key]: value }));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { ...v, port: numberOrUndefined(v.port) };
    const parsed = (node ? UpdateNodeBodySchema : NodeBodySchema).safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: node?.id, body: parsed.data },
      {
        onSuccess: () => {
          onClose();
          void showSuccess(node ? 'نود ویرایش شد' : 'نود افزوده شد');
        },
      },
    );
  };
  const text = (key: 'name' | 'api_address' | 'inbound_tag' | 'host' | 'path' | 'sni', label: string, extra = {}) => (
    <TextInput
      label={label}
      value={v[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={errors[key]}
      data-testid={`node-${key}`}
      {...extra}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={node ? `ویرایش ${node.name}` : 'افزودن نود'}
      centered
      size="lg"
      data-testid="node-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('name', 'نام نود', { withAsterisk: true })}
            {text('api_address', 'نشانی API (gRPC)', {
              withAsterisk: true,
              dir: 'ltr',
              placeholder: '127.0.0.1:10085',
            })}
            {text('inbound_tag', 'برچسب inbound', { withAsterisk: true, dir: 'ltr' })}
            <Select
              label="پروتکل"
              data={[
                { value: 'vless', label: 'VLESS' },
                { value: 'vmess', label: 'VMess' },
              ]}
              value={v.protocol}
              onChange={(p) => set('protocol', (p ?? 'vless') as Node['protocol'])}
              allowDeselect={false}
              error={errors.protocol}
              comboboxProps={{ withinPortal: true }}
            />
            {text('host', 'نشانی عمومی', { withAsterisk: true, dir: 'ltr', description: 'در لینک اشتراک' })}
            <NumberInput
              label="پورت عمومی"
              withAsterisk
              value={v.port}
              onChange={(p) => set('port', p)}
              min={1}
              max={65535}
              allowDecimal={false}
              allowNegative={false}
              error={errors.port}
              data-testid="node-port"
            />
            <Select
              label="نوع انتقال"
              data={[
                { value: 'tcp', label: 'TCP' },
                { value: 'ws', label: 'WebSocket' },
                { value: 'grpc', label: 'gRPC' },
              ]}
              value={v.transport}
              onChange={(t) => set('transport', (t ?? 'tcp') as Node['transport'])}
              allowDeselect={false}
              error={errors.transport}
              comboboxProps={{ withinPortal: true }}
            />
            {text('path', 'مسیر (ws) یا نام سرویس (gRPC)', { dir: 'ltr' })}
            {text('sni', 'SNI', { dir: 'ltr' })}
          </SimpleGrid>
          <Group gap="lg">
            <Switch label="TLS" checked={v.tls} onChange={(e) => set('tls', e.currentTarget.checked)} />
            <Switch
              label="فعال"
              checked={v.active}
              onChange={(e) => set('active', e.currentTarget.checked)}
              data-testid="node-active"
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="node-submit">
              {node ? 'ثبت تغییرات' : 'افزودن'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
