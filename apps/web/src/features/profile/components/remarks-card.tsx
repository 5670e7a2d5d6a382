import { Button, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { REMARKS_MAX, type Remarks, RemarksBodySchema, shareRemark } from '@pishkhan/contract';
import { IconTag } from '@tabler/icons-react';
import { showSuccess } from '@/components/ui/alerts';
import { FormSwitch } from '@/components/ui/form-switch';
import { useZodForm } from '@/lib/use-zod-form';
import { useRemarks } from '../api/get-remarks';
import { useUpdateRemarks } from '../api/update-remarks';

const SAMPLE_ID = 1234;

/** docs/product/screens.md#settings: the remark of every service's link, with the switch for bulk-user remarks (decision 018). */
export function RemarksCard() {
  const remarks = useRemarks();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="remarks">
      <Stack gap="sm">
        <Title order={2} size="h5">
          ریمارک سرویس‌ها
        </Title>
        <Text size="sm" c="dimmed">
          ریمارک نامی است که مشتری در برنامه‌ی اتصال کنار سرویس می‌بیند؛ شماره‌ی سرویس به آن افزوده می‌شود تا هر لینک نام
          جدای خود را داشته باشد. تغییر آن لینک‌های سرویس‌های فعلی را هم عوض می‌کند.
        </Text>
        {remarks.data ? <RemarksForm key={JSON.stringify(remarks.data)} saved={remarks.data} /> : <Skeleton h={140} />}
      </Stack>
    </Paper>
  );
}

function RemarksForm({ saved }: { saved: Remarks }) {
  const form = useZodForm(RemarksBodySchema, saved);
  const update = useUpdateRemarks();
  const groupremarks = form.watch('groupremarks') ?? saved.groupremarks;
  // As the server will save it: trimmed, with runs of spaces folded.
  const remark = String(form.watch('remarks') ?? '')
    .replace(/\s+/g, ' ')
    .trim();

  const submit = form.handleSubmit((body) =>
    update.mutate(body, { onSuccess: () => void showSuccess('ریمارک‌ها تغییر کرد') }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="ریمارک"
          dir="auto"
          {...form.register('remarks')}
          error={form.formState.errors.remarks?.message}
          leftSection={<IconTag size={16} aria-hidden />}
          maxLength={REMARKS_MAX}
          autoComplete="off"
        />
        <FormSwitch
          control={form.control}
          name="groupremarks"
          label="ریمارک برای کاربران گروهی هم به کار رود"
          description="خاموش: سرویس‌های خرید گروهی فقط با شماره‌ی سرویس نام می‌گیرند."
        />
        <Text size="sm" data-testid="remarks-sample">
          {remark === '' ? (
            'بدون ریمارک، نام لینک شماره‌ی سرویس و نام مشتری است.'
          ) : (
            <>
              نمونه‌ی نام لینک:{' '}
              <bdi>{shareRemark({ id: SAMPLE_ID, batch: false, who: null }, { groupremarks, remarks: remark })}</bdi>
            </>
          )}
        </Text>
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          ذخیره‌ی ریمارک
        </Button>
      </Stack>
    </form>
  );
}
