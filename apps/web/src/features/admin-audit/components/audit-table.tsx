import { Anchor, Badge, Button, Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@pishkhan/contract';
import { IconChevronDown, IconChevronUp, IconHistoryOff } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { AdminTable } from '@/components/admin/admin-table';
import { DayAndTime } from '@/components/ui/day-and-time';
import { Latin } from '@/components/ui/latin';
import { toPersianDigits } from '@/lib/format';
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
  return (
    <AdminTable
      rows={rows}
      rowKey={(e) => e.id}
      rowData={(e) => ({ 'data-path': `${e.method} ${e.path}`, 'data-status': e.status })}
      testId="audit"
      rowTestId="audit-row"
      minWidth={880}
      striped={false}
      highlightOnHover={false}
      empty={{
        icon: IconHistoryOff,
        title: filtered ? 'رویدادی با این فیلترها پیدا نشد' : 'هنوز رویدادی ثبت نشده است',
        testId: 'audit-empty',
      }}
      rowAfter={(e) =>
        open === e.id && (
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
        )
      }
      columns={[
        {
          header: 'زمان',
          cell: (e) => <DayAndTime jdate={e.jdate} at={e.created_at} />,
          td: { className: classes.nowrap },
        },
        {
          header: 'انجام‌دهنده',
          cell: (e) => (
            <>
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
            </>
          ),
          td: { className: classes.nowrap },
        },
        {
          header: 'کار',
          cell: (e) => (
            <>
              <Text size="sm" fw={600} data-testid="audit-action">
                {actionName(e.method, e.path)}
              </Text>
              {!isNamedAction(e.method, e.path) && (
                <Text size="xs" c="dimmed">
                  <Latin>{`${e.method} ${e.path}`}</Latin>
                </Text>
              )}
            </>
          ),
        },
        {
          header: 'مربوط به',
          // The user it was about; else the record its address names (a node, a package); else nothing.
          cell: (e) =>
            e.subject ? (
              <Person person={e.subject} />
            ) : e.target_id !== null ? (
              `شماره‌ی ${toPersianDigits(e.target_id)}`
            ) : (
              '—'
            ),
          td: { className: classes.nowrap, 'data-testid': 'audit-about' },
        },
        {
          header: 'نتیجه',
          cell: (e) => (
            <Badge
              color={succeeded(e.status) ? 'teal' : 'red'}
              variant="light"
              data-testid="audit-status"
              title={toPersianDigits(e.status)}
            >
              {succeeded(e.status) ? 'انجام شد' : `رد شد (${toPersianDigits(e.status)})`}
            </Badge>
          ),
        },
        {
          header: 'جزئیات',
          cell: (e) => (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setOpen(open === e.id ? null : e.id)}
              rightSection={
                open === e.id ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
              }
              aria-expanded={open === e.id}
              data-testid="audit-details-toggle"
            >
              {open === e.id ? 'بستن' : 'نمایش'}
            </Button>
          ),
        },
      ]}
    />
  );
}
