import { Anchor, Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@pishkhan/contract';
import { IconChevronDown, IconChevronUp, IconHistoryOff } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Latin } from '@/components/ui/latin';
import { CuedScrollContainer } from '@/components/ui/scroll-cue';
import { formatJalaliDay, formatTehranTime, toPersianDigits } from '@/lib/format';
import { actionName, isNamedAction } from '../utils/action-names';
import { detailLines } from '../utils/detail-lines';
import classes from './audit.module.css';

function Person({ person }: { person: { id: number; name: string; mobile: string } }) {
  return (
    <>
      <Anchor component={Link} to={`/admin/resellers/${person.id}`} size="sm">
        {person.name || toPersianDigits(person.mobile)}
      </Anchor>
      {person.name && (
        <Text size="xs" c="dimmed">
          {toPersianDigits(person.mobile)}
        </Text>
      )}
    </>
  );
}

const succeeded = (status: number) => status >= 200 && status < 300;

/** Newest first; the request behind each row (secrets masked by the server) opens on demand. */
export function AuditTable({ rows, filtered }: { rows: AuditEntry[]; filtered: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconHistoryOff}
          title={filtered ? 'رویدادی با این فیلترها پیدا نشد' : 'هنوز رویدادی ثبت نشده است'}
          testId="audit-empty"
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <CuedScrollContainer minWidth={880} type="native">
        <Table verticalSpacing="sm" data-testid="audit-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>زمان</Table.Th>
              <Table.Th>انجام‌دهنده</Table.Th>
              <Table.Th>کار</Table.Th>
              <Table.Th>مربوط به</Table.Th>
              <Table.Th>نتیجه</Table.Th>
              <Table.Th>جزئیات</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((e) => (
              <Fragment key={e.id}>
                <Table.Tr data-testid="audit-row" data-path={`${e.method} ${e.path}`} data-status={e.status}>
                  <Table.Td className={classes.nowrap}>
                    <Text size="sm">{formatJalaliDay(e.jdate)}</Text>
                    <Text size="xs" c="dimmed">
                      {formatTehranTime(e.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>
                    <Person person={e.actor} />
                    {e.actor.type === 'ADMIN' && (
                      <Badge size="xs" variant="light" color="grape" ms={4}>
                        مدیر
                      </Badge>
                    )}
                    {e.token && (
                      <Text size="xs" c="dimmed" data-testid="audit-token">
                        توکن دسترسی: {e.token.name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} data-testid="audit-action">
                      {actionName(e.method, e.path)}
                    </Text>
                    {!isNamedAction(e.method, e.path) && (
                      <Text size="xs" c="dimmed">
                        <Latin>{`${e.method} ${e.path}`}</Latin>
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.nowrap} data-testid="audit-about">
                    {/* The user it was about; else the record its address names (a node, a package); else nothing. */}
                    {e.subject ? (
                      <Person person={e.subject} />
                    ) : e.target_id !== null ? (
                      `شماره‌ی ${toPersianDigits(e.target_id)}`
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      color={succeeded(e.status) ? 'teal' : 'red'}
                      variant="light"
                      data-testid="audit-status"
                      title={toPersianDigits(e.status)}
                    >
                      {succeeded(e.status) ? 'انجام شد' : `رد شد (${toPersianDigits(e.status)})`}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => setOpen(open === e.id ? null : e.id)}
                      rightSection={
                        open === e.id ? (
                          <IconChevronUp size={14} aria-hidden />
                        ) : (
                          <IconChevronDown size={14} aria-hidden />
                        )
                      }
                      aria-expanded={open === e.id}
                      data-testid="audit-details-toggle"
                    >
                      {open === e.id ? 'بستن' : 'نمایش'}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {open === e.id && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Stack gap={4}>
                        <Text size="xs" c="dimmed">
                          نشانی: <Latin>{e.ip}</Latin>
                        </Text>
                        <dl className={classes.details} data-testid="audit-details">
                          {detailLines(e.details).map((line) => (
                            <Fragment key={line.key}>
                              <dt>{line.label}</dt>
                              <dd>{line.value}</dd>
                            </Fragment>
                          ))}
                        </dl>
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </CuedScrollContainer>
    </Paper>
  );
}
