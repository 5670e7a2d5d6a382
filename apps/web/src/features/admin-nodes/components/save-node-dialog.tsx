import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  defaultApiListen,
  type Inbound,
  isListenAddress,
  type Node,
  NodeBodySchema,
  nodeWarnings,
  TRAFFIC_MULTIPLIER,
} from '@pishkhan/contract';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { SaveDialog } from '@/components/admin/save-dialog';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { FormSwitch } from '@/components/ui/form-switch';
import { latinInputClass, withLatinRuns } from '@/components/ui/latin';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveNode } from '../api/save-node';
import { CORE_LABELS } from '../core-labels';
import { nodeFormSchema } from '../node-form-schema';
import { blankInbound, InboundCard, type InboundForm } from './inbound-card';
import { technicalText } from './technical-text';

/** A stored inbound as the form holds it: its id kept (so the server keeps it), the private key left empty (kept). */
const inboundForm = ({
  users: _users,
  reality_private_key_set: _set,
  warnings: _warnings,
  ...inbound
}: Inbound): InboundForm => ({
  ...inbound,
  reality_private_key: '',
});

/** What the settings as typed would have the nodes screen flag; nothing while the API address is not yet one. */
function warningsOf(apiAddress: string | undefined, apiListen: string | undefined) {
  const address = NodeBodySchema.shape.api_address.safeParse(apiAddress);
  const listen = apiListen?.trim() ?? '';
  return address.success && isListenAddress(listen)
    ? nodeWarnings({ api_address: address.data, api_listen: listen })
    : [];
}

/**
 * A node: its core, how the panel reaches the core's API, its public address, and its inbounds (decision 086). The
 * whole node is judged by the contract's body, so a core that cannot serve an inbound says why under that inbound's
 * field, in the server's words.
 */
export function SaveNodeDialog({ node, onClose }: { node: Node | null; onClose: () => void }) {
  const save = useSaveNode();
  const [schema] = useState(() => nodeFormSchema(node));
  const form = useZodForm(schema, {
    name: node?.name ?? '',
    api_address: node?.api_address ?? '',
    core: node?.core ?? 'v2ray',
    api_tls: node?.api_tls ?? false,
    api_ca: node?.api_ca ?? '',
    api_server_name: node?.api_server_name ?? '',
    host: node?.host ?? '',
    api_listen: node?.api_listen ?? defaultApiListen(''),
    inbound_listen: node?.inbound_listen ?? '0.0.0.0',
    active: node?.active ?? true,
    traffic_multiplier: node?.traffic_multiplier ?? 1,
    inbounds: node?.inbounds.length ? node.inbounds.map(inboundForm) : [blankInbound(443)],
  });
  const { errors } = form.formState;
  const inbounds = useFieldArray({ control: form.control, name: 'inbounds', keyName: 'key' });
  const core = useWatch({ control: form.control, name: 'core' }) ?? 'v2ray';
  const apiTls = useWatch({ control: form.control, name: 'api_tls' });
  const [apiAddress, apiListen] = useWatch({ control: form.control, name: ['api_address', 'api_listen'] });
  const warnings = warningsOf(apiAddress, apiListen);
  // A new node's API listens where its API address says (decision 092) until the admin types another address.
  const [listenTyped, setListenTyped] = useState(node !== null);
  const stored = new Map(node?.inbounds.map((i) => [i.id, i.reality_private_key_set]));

  const text = (
    key: 'name' | 'api_address' | 'host' | 'api_server_name' | 'api_listen' | 'inbound_listen',
    label: string,
    extra = {},
  ) => (
    <TextInput
      label={label}
      {...form.register(key, {
        onChange: (e: { target: { value: string } }) => {
          if (key === 'api_listen') setListenTyped(true);
          if (key === 'api_address' && !listenTyped)
            form.setValue('api_listen', defaultApiListen(e.target.value.trim()), {
              shouldValidate: form.formState.isSubmitted,
            });
        },
      })}
      error={errors[key]?.message}
      data-testid={`node-${key}`}
      {...extra}
    />
  );
  const listError = (errors.inbounds?.root ?? errors.inbounds)?.message;

  return (
    <SaveDialog
      form={form}
      title={node ? `ویرایش ${node.name}` : 'افزودن نود'}
      testId="node"
      submitLabel={node ? 'ثبت تغییرات' : 'افزودن'}
      size="xl"
      gap="sm"
      save={(body, onSuccess) => save.mutate({ id: node?.id, body }, { onSuccess })}
      pending={save.isPending}
      done={node ? 'نود ویرایش شد' : 'نود افزوده شد'}
      onClose={onClose}
    >
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
        {text('api_listen', 'نشانی گوش‌دادن API', {
          withAsterisk: true,
          dir: 'ltr',
          description: technicalText(
            'پنل باید API را از این نشانی ببیند: 127.0.0.1 پشت تونل، نشانی خصوصی سرور در شبکه‌ی خصوصی، 0.0.0.0 فقط با دیوار آتشی که جز پنل را راه ندهد',
          ),
          placeholder: '127.0.0.1',
        })}
        {text('inbound_listen', 'نشانی گوش‌دادن ورودی‌ها', {
          withAsterisk: true,
          dir: 'ltr',
          description: technicalText(
            'جایی که مشتریان به ورودی‌ها وصل می‌شوند: 0.0.0.0 همه‌ی نشانی‌های IPv4، :: برای IPv4 و IPv6',
          ),
          placeholder: '0.0.0.0',
        })}
        <FormNumberInput
          control={form.control}
          name="traffic_multiplier"
          label="ضریب مصرف"
          description="هر گیگ ترافیک روی این نود چند گیگ از حجم سرویس کم می‌کند؛ ۱ یعنی همان یک گیگ"
          min={TRAFFIC_MULTIPLIER.min}
          max={TRAFFIC_MULTIPLIER.max}
          step={0.5}
          decimalScale={2}
          clampBehavior="none"
          allowNegative={false}
          inputMode="decimal"
          withAsterisk
          data-testid="node-traffic_multiplier"
        />
      </SimpleGrid>
      {warnings.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="هشدار"
          data-testid="node-warnings"
        >
          <Stack gap={4}>
            {warnings.map((warning) => (
              <Text key={warning} size="sm" data-testid="node-warning">
                {technicalText(warning)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
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
    </SaveDialog>
  );
}
