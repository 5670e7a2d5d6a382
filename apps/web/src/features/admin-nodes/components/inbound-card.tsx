import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ALPNS,
  type Core,
  DEFAULT_REALITY_MIN_CLIENT_VER,
  FINGERPRINTS,
  INBOUND_PROTOCOLS,
  inboundWarnings,
  linkAddresses,
  type NodeBody,
  type NodeBodySchema,
  SECURITIES,
  SS_METHODS,
  TRANSPORTS,
  XHTTP_MODES,
} from '@pishkhan/contract';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, get, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Latin } from '@/components/ui/latin';
import { toPersianDigits } from '@/lib/format';
import { inboundChip, PROTOCOL_LABELS, SECURITY_LABELS, TRANSPORT_LABELS } from '../core-labels';
import classes from './inbound-card.module.css';
import { technicalText } from './technical-text';

export type NodeForm = z.input<typeof NodeBodySchema>;
export type InboundForm = NodeForm['inbounds'][number];
type NodeFormApi = UseFormReturn<NodeForm, unknown, NodeBody>;
type InboundField = Exclude<keyof InboundForm, 'id'>;

/** A new inbound as the form holds it: every field present, at the contract's defaults. */
export const blankInbound = (port?: number): InboundForm => ({
  tag: '',
  protocol: 'vless',
  // Empty until the admin types one: the contract then says it is missing.
  port: port as number,
  transport: 'tcp',
  xhttp_mode: 'auto',
  security: 'none',
  sni: '',
  alpn: [],
  fingerprint: '',
  host: '',
  path: '',
  service_name: '',
  flow: '',
  reality_public_key: '',
  reality_private_key: '',
  reality_short_ids: [],
  reality_server_names: [],
  reality_dest: '',
  reality_spider_x: '',
  reality_min_client_ver: DEFAULT_REALITY_MIN_CLIENT_VER,
  ss_method: '2022-blake3-aes-128-gcm',
  ss_server_key: '',
  addresses: [],
});

/**
 * Which fields an inbound's protocol, transport and security use (docs/decisions/086-a-node-has-inbounds.md). Vision
 * needs VLESS on TCP with TLS or REALITY on Xray; the core's other limits are the contract's to say.
 */
function uses(core: Core, inbound: InboundForm) {
  const carried = inbound.transport === 'ws' || inbound.transport === 'httpupgrade' || inbound.transport === 'xhttp';
  return {
    xhttp_mode: inbound.transport === 'xhttp',
    path: carried,
    host: carried,
    service_name: inbound.transport === 'grpc',
    sni: inbound.security === 'tls',
    alpn: inbound.security === 'tls',
    fingerprint: inbound.security === 'tls' || inbound.security === 'reality',
    flow: core === 'xray' && inbound.protocol === 'vless' && inbound.transport === 'tcp' && inbound.security !== 'none',
    reality: inbound.security === 'reality',
    shadowsocks: inbound.protocol === 'shadowsocks',
  };
}

/** What a field goes back to when the inbound no longer uses it, so nothing hidden is sent or judged. */
const UNUSED: Array<[InboundField, keyof ReturnType<typeof uses>, unknown]> = [
  ['xhttp_mode', 'xhttp_mode', 'auto'],
  ['path', 'path', ''],
  ['host', 'host', ''],
  ['service_name', 'service_name', ''],
  ['sni', 'sni', ''],
  ['alpn', 'alpn', []],
  ['fingerprint', 'fingerprint', ''],
  ['flow', 'flow', ''],
  ['reality_public_key', 'reality', ''],
  ['reality_private_key', 'reality', ''],
  ['reality_short_ids', 'reality', []],
  ['reality_server_names', 'reality', []],
  ['reality_dest', 'reality', ''],
  ['reality_spider_x', 'reality', ''],
  ['reality_min_client_ver', 'reality', DEFAULT_REALITY_MIN_CLIENT_VER],
  ['ss_server_key', 'shadowsocks', ''],
];

const isUnset = (value: unknown, blank: unknown) =>
  Array.isArray(blank) ? !Array.isArray(value) || value.length === 0 : value === blank || value === undefined;

/** The message under a field: its own, or a list's first item's (a short id, an address). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = messageOf(item);
      if (message) return message;
    }
  }
  return undefined;
}

/**
 * Why an admin would lower or leave the REALITY minimum (decision 092): what each app family announces, and what
 * Xray's own default costs.
 */
const MIN_CLIENT_VER_HELP =
  'پیش‌فرض 1.8.1 همه‌ی برنامه‌هایی را که پنل به آن‌ها پیکربندی می‌دهد راه می‌دهد: برنامه‌های sing-box نسخه‌ی 1.8.1 را اعلام می‌کنند، برنامه‌های Clash/Mihomo نسخه‌ی 1.8.2 و برنامه‌های Xray نسخه‌ی خودشان را. خالی، پیش‌فرض خود Xray یعنی 26.3.27 می‌ماند که در برابر کاوش مقاوم‌تر است (به هشدار Xray، پایین‌آوردنش احتمال مسدودشدن IP سرور را بیشتر می‌کند)، اما همه‌ی برنامه‌های sing-box و Clash (Hiddify، NekoBox، SFA، Clash Verge، FlClash…) را به سایت پوششی می‌فرستد و پنل این ورودی را از اشتراک آن‌ها کنار می‌گذارد.';

const options = <T extends string>(values: readonly T[], labels: Partial<Record<T, string>> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** Latin options and pills (decision 084): ASCII digits, left to right. */
const latinSelect = { input: 'latin-input', option: 'latin' };
const latinPills = { pillsList: classes.latinList, option: 'latin' };

interface InboundCardProps {
  form: NodeFormApi;
  index: number;
  core: Core;
  /** The stored inbound keeps a REALITY private key: an empty field keeps it. */
  privateKeySet: boolean;
  onRemove?: () => void;
}

/** One inbound of the node dialog: only the fields its protocol, transport and security use. */
export function InboundCard({ form, index, core, privateKeySet, onRemove }: InboundCardProps) {
  const at = <F extends InboundField>(field: F) => `inbounds.${index}.${field}` as const;
  const inbound = useWatch({ control: form.control, name: `inbounds.${index}` });
  const nodeHost = String(useWatch({ control: form.control, name: 'host' }) ?? '').trim();
  // What the nodes screen will flag, as the admin types: the apps that could not use this inbound.
  const warnings = inboundWarnings(
    {
      protocol: inbound.protocol,
      security: inbound.security ?? 'none',
      reality_min_client_ver: inbound.reality_min_client_ver?.trim() ?? DEFAULT_REALITY_MIN_CLIENT_VER,
    },
    linkAddresses({ addresses: inbound.addresses ?? [] }, nodeHost).filter((a) => a !== ''),
  );
  const errors = form.formState.errors;
  const errorOf = (field: InboundField) => {
    const message = messageOf(get(errors, at(field)));
    return message && technicalText(message);
  };
  const used = uses(core, inbound);
  const shadowsocks = inbound.protocol === 'shadowsocks';

  /** After the admin changes the protocol, transport or security: what the inbound no longer uses goes blank. */
  const tidy = () => {
    const now = form.getValues(`inbounds.${index}`);
    if (now.protocol === 'shadowsocks') {
      if (now.transport !== 'tcp') form.setValue(at('transport'), 'tcp');
      if (now.security !== 'none') form.setValue(at('security'), 'none');
    }
    const need = uses(core, form.getValues(`inbounds.${index}`));
    for (const [field, use, blank] of UNUSED) {
      if (!need[use] && !isUnset(now[field], blank))
        form.setValue(at(field) as FieldPath<NodeForm>, blank as never, { shouldValidate: form.formState.isSubmitted });
    }
  };

  // What the core serves is offered; a value it does not serve stays shown, with the contract's reason under it.
  const keep = <T extends string>(offered: readonly T[], current: T | undefined) =>
    current && !offered.includes(current) ? [...offered, current] : offered;
  const protocols = keep(
    core === 'xray' ? INBOUND_PROTOCOLS : INBOUND_PROTOCOLS.filter((p) => p !== 'shadowsocks'),
    inbound.protocol,
  );
  const transports = keep(core === 'xray' ? TRANSPORTS : (['tcp', 'ws'] as const), inbound.transport);
  const realityOffered = core === 'xray' && (inbound.protocol === 'vless' || inbound.protocol === 'trojan');
  const securities = keep(
    SECURITIES.filter((s) => s !== 'reality' || realityOffered),
    inbound.security,
  );

  const select = (
    field: 'protocol' | 'transport' | 'security' | 'xhttp_mode' | 'ss_method' | 'fingerprint',
    label: string,
    data: Array<{ value: string; label: string }>,
    extra: { latin?: boolean; onPicked?: () => void; description?: ReactNode } = {},
  ) => (
    <Controller
      control={form.control}
      name={at(field)}
      render={({ field: f }) => (
        <Select
          label={label}
          description={extra.description}
          data={data}
          // The contract's empty fingerprint is the core's default; a select needs a value for it.
          value={f.value === '' ? '-' : ((f.value as string | undefined) ?? null)}
          onChange={(value) => {
            if (value === null) return;
            f.onChange(value === '-' ? '' : value);
            extra.onPicked?.();
          }}
          onBlur={f.onBlur}
          allowDeselect={false}
          error={errorOf(field)}
          comboboxProps={{ withinPortal: true }}
          classNames={extra.latin ? latinSelect : undefined}
          data-testid={`inbound-${field}`}
        />
      )}
    />
  );

  const text = (field: InboundField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      dir="ltr"
      {...form.register(at(field))}
      error={errorOf(field)}
      data-testid={`inbound-${field}`}
      {...extra}
    />
  );

  const tags = (
    field: 'reality_short_ids' | 'reality_server_names' | 'addresses',
    label: string,
    description: string,
    placeholder: string,
  ) => (
    <Controller
      control={form.control}
      name={at(field)}
      render={({ field: f }) => (
        <TagsInput
          label={label}
          description={description}
          placeholder={(f.value as string[] | undefined)?.length ? undefined : placeholder}
          value={(f.value as string[] | undefined) ?? []}
          onChange={f.onChange}
          onBlur={f.onBlur}
          splitChars={[',', ' ']}
          acceptValueOnBlur
          clearable
          error={errorOf(field)}
          classNames={latinPills}
          data-testid={`inbound-${field}`}
        />
      )}
    />
  );

  return (
    <Paper withBorder radius="md" p="sm" data-testid="inbound-card" data-index={index}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text size="sm" fw={600}>
            ورودی {toPersianDigits(index + 1)}
          </Text>
          {typeof inbound.port === 'number' && (
            <Badge variant="outline" color="gray" tt="none" miw={0}>
              <Latin>
                {inboundChip({
                  ...inbound,
                  port: inbound.port,
                  transport: inbound.transport ?? 'tcp',
                  security: inbound.security ?? 'none',
                })}
              </Latin>
            </Badge>
          )}
        </Group>
        {onRemove && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`حذف ورودی ${toPersianDigits(index + 1)}`}
            onClick={onRemove}
            data-testid="remove-inbound"
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('tag', 'برچسب ورودی', {
          withAsterisk: true,
          placeholder: 'vless-reality',
          description: 'همان tag در پیکربندی هسته',
        })}
        {select('protocol', 'پروتکل', options(protocols, PROTOCOL_LABELS), { onPicked: tidy })}
        {/* A port is part of an address, so it is typed as one (decision 084). */}
        <Controller
          control={form.control}
          name={at('port')}
          render={({ field: f, fieldState }) => (
            <TextInput
              label="پورت"
              withAsterisk
              dir="ltr"
              inputMode="numeric"
              ref={f.ref}
              value={typeof f.value === 'number' ? String(f.value) : ''}
              onChange={(e) => {
                const digits = e.currentTarget.value.replace(/[^\d]/g, '');
                f.onChange(digits === '' ? undefined : Number(digits));
              }}
              onBlur={f.onBlur}
              error={fieldState.error?.message && technicalText(fieldState.error.message)}
              data-testid="inbound-port"
            />
          )}
        />
        {(!shadowsocks || inbound.transport !== 'tcp') &&
          select('transport', 'نوع انتقال', options(transports, TRANSPORT_LABELS), { onPicked: tidy })}
        {used.xhttp_mode && select('xhttp_mode', 'حالت XHTTP', options(XHTTP_MODES), { latin: true })}
        {used.path && text('path', 'مسیر', { placeholder: '/ws' })}
        {used.host && text('host', 'میزبان (Host)', { placeholder: 'cdn.example.com' })}
        {used.service_name && text('service_name', 'نام سرویس gRPC', { withAsterisk: true, placeholder: 'grpc' })}
        {(!shadowsocks || inbound.security !== 'none') &&
          select('security', 'امنیت', options(securities, SECURITY_LABELS), { onPicked: tidy })}
        {used.sni && text('sni', 'SNI', { placeholder: 'example.com' })}
        {used.alpn && (
          <Controller
            control={form.control}
            name={at('alpn')}
            render={({ field: f }) => (
              <MultiSelect
                label="ALPN"
                data={options(ALPNS)}
                value={(f.value as string[] | undefined) ?? []}
                onChange={f.onChange}
                onBlur={f.onBlur}
                error={errorOf('alpn')}
                comboboxProps={{ withinPortal: true }}
                classNames={latinPills}
                data-testid="inbound-alpn"
              />
            )}
          />
        )}
        {used.fingerprint &&
          select(
            'fingerprint',
            'اثر انگشت TLS (fp)',
            FINGERPRINTS.map((fp) => ({ value: fp || '-', label: fp || 'پیش‌فرض' })),
            { latin: true },
          )}
        {used.reality && (
          <>
            {text('reality_public_key', 'کلید عمومی REALITY', {
              withAsterisk: true,
              description: 'در پیوند مشتریان می‌آید (pbk)',
            })}
            {text('reality_private_key', 'کلید خصوصی REALITY', {
              description: 'فقط در پیکربندی سرور؛ هرگز نشان داده نمی‌شود',
              placeholder: privateKeySet ? 'خالی: همان کلید ذخیره‌شده می‌ماند' : undefined,
              autoComplete: 'off',
              classNames: privateKeySet ? { input: classes.persianPlaceholder } : undefined,
            })}
            {tags('reality_short_ids', 'شناسه‌های کوتاه', 'رقم هگز با طول زوج؛ اولی در پیوند می‌آید', 'a1b2c3d4')}
            {tags('reality_server_names', 'نام‌های سرور (SNI)', 'اولی در پیوند می‌آید', 'www.example.com')}
            {text('reality_dest', 'مقصد (dest)', { withAsterisk: true, placeholder: 'www.example.com:443' })}
            {text('reality_spider_x', 'spiderX', { placeholder: '/' })}
          </>
        )}
        {(used.flow || inbound.flow !== '') && (
          <Controller
            control={form.control}
            name={at('flow')}
            render={({ field: f }) => (
              <Switch
                label="جریان Vision"
                description={<Latin>xtls-rprx-vision</Latin>}
                checked={f.value === 'xtls-rprx-vision'}
                onChange={(e) => f.onChange(e.currentTarget.checked ? 'xtls-rprx-vision' : '')}
                error={errorOf('flow')}
                mt="md"
                data-testid="inbound-flow"
              />
            )}
          />
        )}
        {used.shadowsocks && (
          <>
            {select('ss_method', 'رمزنگاری Shadowsocks', options(SS_METHODS), { latin: true })}
            {text('ss_server_key', 'کلید سرور', {
              description: 'خالی بماند تا سرور بسازد',
              autoComplete: 'off',
            })}
          </>
        )}
      </SimpleGrid>
      <SimpleGrid cols={1} mt="sm">
        {used.reality &&
          text('reality_min_client_ver', 'کمینه‌ی نسخه‌ی کلاینت REALITY', {
            description: technicalText(MIN_CLIENT_VER_HELP),
            placeholder: 'خالی: پیش‌فرض Xray، 26.3.27',
            autoComplete: 'off',
            classNames: { input: classes.persianPlaceholder },
          })}
        {tags(
          'addresses',
          'نشانی‌های پیوند',
          'دامنه‌ی CDN یا IPهای دیگر، به‌جای نشانی عمومی سرور؛ هر نشانی یک پیوند. خالی: نشانی سرور',
          'cdn.example.com',
        )}
      </SimpleGrid>
      {warnings.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          mt="sm"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="inbound-warnings"
        >
          <Stack gap={4}>
            {warnings.map((warning) => (
              <Text key={warning} size="sm" data-testid="inbound-warning">
                {technicalText(warning)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Paper>
  );
}
