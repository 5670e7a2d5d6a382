import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type Inbound, type Node, NodeBodySchema } from '@pishkhan/contract';
import { IconPlus } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { showSuccess } from '../../../components/ui/alerts';
import { FormSwitch } from '../../../components/ui/form-switch';
import { latinInputClass, withLatinRuns } from '../../../components/ui/latin';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveNode } from '../api/save-node';
import { CORE_LABELS } from '../core-labels';
import { blankInbound, InboundCard, type InboundForm } from './inbound-card';

/** A stored inbound as the form holds it: its id kept (so the server keeps it), the private key left empty (kept). */
const inboundForm = ({ users: _users, reality_private_key_set: _set, ...inbound }: Inbound): InboundForm => ({
  ...inbound,
  reality_private_key: '',
});

/**
 * A node: its core, how the panel reaches the core's API, its public address, and its inbounds (decision 086). The
 * whole node is judged by the contract's body, so a core that cannot serve an inbound says why under that inbound's
 * field, in the server's words.
 */
export function SaveNodeDialog({ node, onClose }: { node: Node | null; onClose: () => void }) {
  const save = useSaveNode();
  const form = useZodForm(NodeBodySchema, {
    name: node?.name ?? '',
    api_address: node?.api_address ?? '',
    core: node?.core ?? 'v2ray',
    api_tls: node?.api_tls ?? false,
    api_ca: node?.api_ca ?? '',
    api_server_name: node?.api_server_name ?? '',
    host: node?.host ?? '',
    active: node?.active ?? true,
    inbounds: node?.inbounds.length ? node.inbounds.map(inboundForm) : [blankInbound(443)],
  });
  const { errors } = form.formState;
  const inbounds = useFieldArray({ control: form.control, name: 'inbounds', keyName: 'key' });
  const core = useWatch({ control: form.control, name: 'core' }) ?? 'v2ray';
  const apiTls = useWatch({ control: form.control, name: 'api_tls' });
  const stored = new Map(node?.inbounds.map((i) => [i.id, i.reality_private_key_set]));

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
  const text = (key: 'name' | 'api_address' | 'host' | 'api_server_name', label: string, extra = {}) => (
    <TextInput
      label={label}
      {...form.register(key)}
      error={errors[key]?.message}
      data-testid={`node-${key}`}
      {...extra}
    />
  );
  const listError = (errors.inbounds?.root ?? errors.inbounds)?.message;

  return (
    <Modal
      opened
      onClose={onClose}
      title={node ? `ویرایش ${node.name}` : 'افزودن نود'}
      centered
      size="xl"
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
                  // Every inbound is judged again at once, so what the new core cannot serve says so where it is.
                  onChange={(c) => {
                    field.onChange(c ?? 'v2ray');
                    if (form.formState.isSubmitted) void form.trigger();
                  }}
                  allowDeselect={false}
                  error={errors.core?.message}
                  comboboxProps={{ withinPortal: true }}
                  renderOption={({ option }) => withLatinRuns(option.label)}
                  classNames={{ input: latinInputClass(CORE_LABELS[field.value ?? 'v2ray']) }}
                  data-testid="node-core"
                />
              )}
            />
            {text('host', 'نشانی عمومی', {
              withAsterisk: true,
              dir: 'ltr',
              description: 'پیوند ورودی‌هایی که نشانی پیوند خودشان را ندارند',
              placeholder: 'de1.example.com',
            })}
          </SimpleGrid>
          <FormSwitch
            control={form.control}
            name="api_tls"
            label="اتصال TLS به API"
            description="پنل گواهی سرور را با گواهی واردشده می‌سنجد"
            onChecked={(on) => {
              // Off is a plain link: no certificate is kept for it.
              if (!on) {
                form.setValue('api_ca', '');
                form.setValue('api_server_name', '');
              }
            }}
            data-testid="node-api_tls"
          />
          {apiTls && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Textarea
                label="گواهی سرور یا CA"
                withAsterisk
                description="متن PEM (BEGIN CERTIFICATE)"
                dir="ltr"
                autosize
                minRows={3}
                maxRows={8}
                {...form.register('api_ca')}
                error={errors.api_ca?.message}
                data-testid="node-api_ca"
              />
              {text('api_server_name', 'نام روی گواهی', {
                dir: 'ltr',
                description: 'وقتی با میزبان نشانی API یکی نیست',
                placeholder: 'node1.internal',
              })}
            </SimpleGrid>
          )}
          <Text fw={600} size="sm" mt="xs">
            ورودی‌ها
          </Text>
          {inbounds.fields.map((inbound, i) => (
            <InboundCard
              key={inbound.key}
              form={form}
              index={i}
              core={core}
              privateKeySet={inbound.id !== undefined && stored.get(inbound.id) === true}
              onRemove={inbounds.fields.length > 1 ? () => inbounds.remove(i) : undefined}
            />
          ))}
          {listError && (
            <Text size="sm" c="red" data-testid="inbounds-error">
              {listError}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => inbounds.append(blankInbound(), { shouldFocus: false })}
              data-testid="add-inbound"
            >
              افزودن ورودی
            </Button>
          </Group>
          <FormSwitch control={form.control} name="active" label="فعال" whenUnset data-testid="node-active" />
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
