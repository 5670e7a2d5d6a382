import { Button, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { UserPicker } from '@/components/admin/user-picker';
import { type AuditFilters, type AuditPatch, hasAuditFilters, KIND_LABELS } from '../utils/audit-filters';
import classes from './audit.module.css';

interface AuditFilterBarProps {
  filters: AuditFilters;
  onChange: (patch: AuditPatch) => void;
  /** The Jalali range input, composed in by the route. */
  dateRange: ReactNode;
}

/** Kind (everything, admins' changes, money movements), user and Jalali dates; every change reaches the URL. */
export function AuditFilterBar({ filters, onChange, dateRange }: AuditFilterBarProps) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="audit-filters">
      <div className={classes.filters}>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            نوع رویداد
          </Text>
          <SegmentedControl
            fullWidth
            value={filters.kind}
            onChange={(v) => onChange({ kind: v as AuditFilters['kind'] })}
            data={KIND_LABELS}
            data-testid="audit-kind"
          />
        </Stack>
        <UserPicker value={filters.user_id} onChange={(user_id) => onChange({ user_id })} testId="audit-user" />
        <div>{dateRange}</div>
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={!hasAuditFilters(filters)}
          onClick={() => onChange({ kind: 'all', user_id: undefined, from: '', to: '' })}
          data-testid="audit-clear"
        >
          حذف فیلترها
        </Button>
      </div>
    </Paper>
  );
}
