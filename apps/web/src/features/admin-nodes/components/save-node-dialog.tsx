import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { NodeBodySchema, type NodeSchema, UpdateNodeBodySchema } from '@pishkhan/contract';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { showSuccess } from '../../../components/ui/alerts';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { latinInputClass, withLatinRuns } from '../../../components/ui/latin';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveNode } from '../api/save-node';
import { CORE_LABELS } from '../core-labels';

type Node = z.infer<typeof NodeSchema>;

/** A node: its core, the core's gRPC API and inbound, and the public side put into share links. */
export function SaveNodeDialog({ node, onClose }: { node: Node | null; onClose: () => void }) {
  const save = useSaveNode();
  const form = useZodForm(node ? UpdateNodeBodySchema : NodeBodySchema, {
    name: node?.name ?? '',
    api_address: node?.api_address ?? '',
    core: node?.core ?? 'v2ray',
    inbound_tag: node?.inbound_tag ?? '',
    protocol: node?.protocol ?? 'vless',
    host: node?.host ?? '',
    port: node?.port ?? 443,
    transport: node?.transport ?? 'tcp',
    tls: node?.tls ?? false,
    path: node?.path ?? '',
    sni: node?.sni ?? '',
    active: node?.active ?? true,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: node?.id, body },
      {
        onSuccess: () => {
          onClose();
          void showSuccess(node ? 'نود ویرایش شد' : 'نود افزوده شد');
        },
      },
    ),
  );
  const text = (key: 'name' | 'api_address' | 'inbound_tag' | 'host' | 'path' | 'sni', label: string, extra = {}) => (
    <TextInput
      label={label}
      {...form.register(key)}
      error={errors[key]?.message}
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
            <Controller
              control={form.control}
              name="core"
              render={({ field }) => (
                <Select
                  label="هسته"
                  description="هسته‌ای که روی سرور اجرا می‌شود"
                  data={[
                    { value: 'v2ray', label: CORE_LABELS.v2ray },
                    { value: 'xray', label: CORE_LABELS.xray },
                  ]}
                  value={field.value ?? 'v2ray'}
                  onChange={(c) => field.onChange(c ?? 'v2ray')}
                  allowDeselect={false}
                  error={errors.core?.message}
                  comboboxProps={{ withinPortal: true }}
                  renderOption={({ option }) => withLatinRuns(option.label)}
                  classNames={{ input: latinInputClass(CORE_LABELS[field.value ?? 'v2ray']) }}
                  data-testid="node-core"
                />
              )}
            />
            {text('inbound_tag', 'برچسب inbound', { withAsterisk: true, dir: 'ltr' })}
            <Controller
              control={form.control}
              name="protocol"
              render={({ field }) => (
                <Select
                  label="پروتکل"
                  data={[
                    { value: 'vless', label: 'VLESS' },
                    { value: 'vmess', label: 'VMess' },
                  ]}
                  value={field.value ?? 'vless'}
                  onChange={(p) => field.onChange(p ?? 'vless')}
                  allowDeselect={false}
                  error={errors.protocol?.message}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            {text('host', 'نشانی عمومی', { withAsterisk: true, dir: 'ltr', description: 'در لینک اشتراک' })}
            <FormNumberInput
              control={form.control}
              name="port"
              label="پورت عمومی"
              withAsterisk
              min={1}
              max={65535}
              allowDecimal={false}
              allowNegative={false}
              data-testid="node-port"
            />
            <Controller
              control={form.control}
              name="transport"
              render={({ field }) => (
                <Select
                  label="نوع انتقال"
                  data={[
                    { value: 'tcp', label: 'TCP' },
                    { value: 'ws', label: 'WebSocket' },
                    { value: 'grpc', label: 'gRPC' },
                  ]}
                  value={field.value ?? 'tcp'}
                  onChange={(t) => field.onChange(t ?? 'tcp')}
                  allowDeselect={false}
                  error={errors.transport?.message}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            {text('path', 'مسیر (ws) یا نام سرویس (gRPC)', { dir: 'ltr' })}
            {text('sni', 'SNI', { dir: 'ltr' })}
          </SimpleGrid>
          <Group gap="lg">
            <Controller
              control={form.control}
              name="tls"
              render={({ field }) => (
                <Switch
                  label="TLS"
                  checked={field.value ?? false}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <Switch
                  label="فعال"
                  checked={field.value ?? true}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  data-testid="node-active"
                />
              )}
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
