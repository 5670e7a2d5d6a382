import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { API_SCOPE_LABELS, type ApiToken } from '@pishkhan/contract';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Latin } from '../../../components/ui/latin';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { CuedScrollContainer } from '../../../components/ui/scroll-cue';
import { formatJalaliDay, formatNumber } from '../../../lib/format';
import { useApiTokens } from '../api/get-api-tokens';
import { CreateApiTokenDialog } from './create-api-token-dialog';
import { RevokeApiTokenDialog } from './revoke-api-token-dialog';

const PHONE = '(max-width: 48em)';

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
  const phone = useMediaQuery(PHONE, window.matchMedia(PHONE).matches);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = tokens.data;

  let body: React.ReactNode;
  if (!list) body = <LoadingScreen fullScreen={false} />;
  else if (list.length === 0) {
    body = (
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconKey}
          title="هنوز توکنی نساخته‌اید"
          description="ربات یا سایت شما با توکن دسترسی سرویس‌ها را می‌بیند و می‌فروشد."
          testId="tokens-empty"
        />
      </Paper>
    );
  } else if (phone) {
    body = (
      <Stack gap="sm" data-testid="tokens-cards">
        {list.map((token) => (
          <Paper key={token.id} withBorder p="md" radius="md" data-testid="token-row" data-id={token.id}>
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
            <Group justify="flex-end" mt="xs">
              <RevokeButton token={token} onDialog={setDialog} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Paper withBorder radius="md">
        <CuedScrollContainer minWidth={860} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="tokens-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>نام</Table.Th>
                <Table.Th>دسترسی‌ها</Table.Th>
                <Table.Th>آغاز توکن</Table.Th>
                <Table.Th>ساخته‌شده</Table.Th>
                <Table.Th>آخرین استفاده</Table.Th>
                <Table.Th>انقضا</Table.Th>
                <Table.Th>عملیات</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((token, index) => (
                <Table.Tr key={token.id} data-testid="token-row" data-id={token.id}>
                  <Table.Td>{formatNumber(index + 1)}</Table.Td>
                  <Table.Td data-testid="token-name-cell">{token.name}</Table.Td>
                  <Table.Td style={{ maxWidth: '20rem' }}>
                    <Scopes token={token} />
                  </Table.Td>
                  <Table.Td>
                    <Latin data-testid="token-prefix-cell">{`${token.prefix}…`}</Latin>
                  </Table.Td>
                  <Table.Td>{day(token.jcreated_at, '—')}</Table.Td>
                  <Table.Td data-testid="token-last-used-cell">
                    {day(token.jlast_used_at, 'هنوز استفاده نشده')}
                  </Table.Td>
                  <Table.Td>
                    <Expiry token={token} />
                  </Table.Td>
                  <Table.Td>
                    <RevokeButton token={token} onDialog={setDialog} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CuedScrollContainer>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ kind: 'create' })}
          data-testid="new-token"
        >
          توکن جدید
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        ربات تلگرام یا سایت شما با این توکن‌ها، به‌جای ورود به پنل، از طرف شما به سرویس‌ها و موجودی دسترسی دارد؛ هر توکن
        فقط کارهایی را که به آن اجازه داده‌اید انجام می‌دهد.
      </Text>
      {body}
      {dialog?.kind === 'create' && <CreateApiTokenDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'revoke' && <RevokeApiTokenDialog token={dialog.token} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
