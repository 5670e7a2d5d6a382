import { Alert, Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { MaintenanceBodySchema } from '@pishkhan/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { showSuccess } from '@/components/ui/alerts';
import { FormSwitch } from '@/components/ui/form-switch';
import { useZodForm } from '@/lib/use-zod-form';
import { useSetMaintenance } from '../api/set-maintenance';

interface MaintenanceFormProps {
  undermaintenance: boolean;
  maintenancemessage: string;
}

/** Maintenance mode: resellers see the message instead of their panel, and their API calls are refused. */
export function MaintenanceForm(current: MaintenanceFormProps) {
  const save = useSetMaintenance();
  const form = useZodForm(MaintenanceBodySchema, {
    undermaintenance: current.undermaintenance,
    maintenancemessage: current.maintenancemessage,
  });
  const on = form.watch('undermaintenance');
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (data) =>
        void showSuccess(data.undermaintenance ? 'حالت تعمیر روشن شد' : 'حالت تعمیر خاموش شد', [
          data.undermaintenance ? 'فروشندگان تا خاموش شدن آن پیام را می‌بینند.' : 'پنل فروشندگان دوباره باز است.',
        ]),
    }),
  );
  return (
    <Stack gap="md" maw={640}>
      {current.undermaintenance && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="maintenance-on"
        >
          حالت تعمیر روشن است: فروشندگان پنل خود را نمی‌بینند. مدیران همچنان وارد می‌شوند.
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormSwitch
              control={form.control}
              name="undermaintenance"
              label="حالت تعمیر"
              description="پنل فروشندگان بسته می‌شود و این پیام را نشان می‌دهد"
              data-testid="maintenance-switch"
            />
            <Textarea
              label="پیام به فروشندگان"
              placeholder="مثلاً: تا ساعت ۱۸ در حال به‌روزرسانی هستیم."
              autosize
              minRows={3}
              {...form.register('maintenancemessage')}
              error={form.formState.errors.maintenancemessage?.message}
              data-testid="maintenance-text"
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                color={on ? 'orange' : undefined}
                loading={save.isPending}
                data-testid="maintenance-submit"
              >
                ثبت
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
