import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { API_SCOPE_LABELS, type ApiToken } from '@pishkhan/contract';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminTable } from '@/components/admin/admin-table';
import { Latin } from '@/components/ui/latin';
import { formatJalaliDay, formatNumber } from '@/lib/format';
import { useApiTokens } from '../api/get-api-tokens';
import { CreateApiTokenDialog } from './create-api-token-dialog';
import { RevokeApiTokenDialog } from './revoke-api-token-dialog';

type Dialog = { kind: 'create' } | { kind: 'revoke'; token: ApiToken } | null;

function Scopes({ token }: { token: ApiToken }) {
  return (
    <Group gap={4} data-testid="token-scopes-cell">
      {token.scopes.map((scope) => (
        <Badge key={scope} variant="light" size="sm" radius="sm" style={{ textTransform: 'none' }}>
          {API_SCOPE_LABELS[scope]}
        </Badge>
      ))}
    </Group>
  );
}

const day = (jdate: string | null, none: string) => (jdate ? formatJalaliDay(jdate) : none);

function Expiry({ token }: { token: ApiToken }) {
  const expired = token.expires_at !== null && Date.parse(token.expires_at) <= Date.now();
  return (
    <Text size="sm" c={expired ? 'red' : undefined} span data-testid="token-expiry-cell">
      {day(token.jexpires_at, 'بدون انقضا')}
      {expired && ' (منقضی)'}
    </Text>
  );
}

function RevokeButton({ token, onDialog }: { token: ApiToken; onDialog: (d: Dialog) => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      onClick={() => onDialog({ kind: 'revoke', token })}
      aria-label={`ابطال توکن ${token.name}`}
      data-testid="token-revoke"
    >
      ابطال
    </Button>
  );
}

/** docs/product/integrations.md#api-tokens: the reseller's tokens (cards on a phone), a new one, revoking one. */
export function ApiTokensManager({ title }: { title: string }) {
  const tokens = useApiTokens();
  const [dialog, setDialog] = useState<Dialog>(null);
  const revoke = (token: ApiToken) => <RevokeButton token={token} onDialog={setDialog} />;

  return (
    <Stack gap="md">
      <AdminHeader
        title={title}
        addLabel="توکن جدید"
        addTestId="new-token"
        onAdd={() => setDialog({ kind: 'create' })}
      />
      <Text size="sm" c="dimmed">
        ربات تلگرام یا سایت شما با این توکن‌ها، به‌جای ورود به پنل، از طرف شما به سرویس‌ها و موجودی دسترسی دارد؛ هر توکن
        فقط کارهایی را که به آن اجازه داده‌اید انجام می‌دهد.
      </Text>
      <AdminTable
        rows={tokens.data}
        rowKey={(token) => token.id}
        rowData={(token) => ({ 'data-id': token.id })}
        testId="tokens"
        rowTestId="token-row"
        minWidth={860}
        empty={{
          icon: IconKey,
          title: 'هنوز توکنی نساخته‌اید',
          description: 'ربات یا سایت شما با توکن دسترسی سرویس‌ها را می‌بیند و می‌فروشد.',
          testId: 'tokens-empty',
        }}
        columns={[
          { header: '#', cell: (_, index) => formatNumber(index + 1) },
          { header: 'نام', cell: (token) => token.name, td: { 'data-testid': 'token-name-cell' } },
          { header: 'دسترسی‌ها', cell: (token) => <Scopes token={token} />, td: { style: { maxWidth: '20rem' } } },
          { header: 'آغاز توکن', cell: (token) => <Latin data-testid="token-prefix-cell">{`${token.prefix}…`}</Latin> },
          { header: 'ساخته‌شده', cell: (token) => day(token.jcreated_at, '—') },
          {
            header: 'آخرین استفاده',
            cell: (token) => day(token.jlast_used_at, 'هنوز استفاده نشده'),
            td: { 'data-testid': 'token-last-used-cell' },
          },
          { header: 'انقضا', cell: (token) => <Expiry token={token} /> },
          { header: 'عملیات', cell: revoke },
        ]}
        card={(token) => (
          <>
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
              <Text fw={700} data-testid="token-name-cell">
                {token.name}
              </Text>
              <Latin data-testid="token-prefix-cell">{`${token.prefix}…`}</Latin>
            </Group>
            <Scopes token={token} />
            <Stack gap={2} mt={6}>
              <Text size="sm">ساخته‌شده: {day(token.jcreated_at, '—')}</Text>
              <Text size="sm">آخرین استفاده: {day(token.jlast_used_at, 'هنوز استفاده نشده')}</Text>
              <Text size="sm">
                انقضا: <Expiry token={token} />
              </Text>
            </Stack>
          </>
        )}
        cardActions={revoke}
      />
      {dialog?.kind === 'create' && <CreateApiTokenDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'revoke' && <RevokeApiTokenDialog token={dialog.token} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
