import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { NotificationBodySchema } from '@pishkhan/contract';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { UserPicker } from '@/components/admin/user-picker';
import { showSuccess } from '@/components/ui/alerts';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveNotification } from '../api/save-notification';

interface NotificationValues {
  id: number;
  title: string;
  body: string;
  user_id: number | null;
}

/**
 * The contract's body with the dialog's choice of audience: to one reseller, the reseller must be picked (decision 081).
 */
const NotificationFormSchema = NotificationBodySchema.extend({ audience: z.enum(['all', 'one']) }).superRefine(
  (values, ctx) => {
    if (values.audience === 'one' && !values.user_id) {
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: 'فروشنده را انتخاب کنید' });
    }
  },
);

/** A notification to every reseller or to one, found by name or mobile. */
export function SaveNotificationDialog({
  notification,
  onClose,
}: {
  notification: NotificationValues | null;
  onClose: () => void;
}) {
  const save = useSaveNotification();
  const form = useZodForm(NotificationFormSchema, {
    title: notification?.title ?? '',
    body: notification?.body ?? '',
    audience: notification?.user_id ? 'one' : 'all',
    user_id: notification?.user_id ?? undefined,
  });
  const { errors } = form.formState;
  const audience = form.watch('audience');

  const submit = form.handleSubmit(({ audience: to, ...values }) =>
    save.mutate(
      { id: notification?.id, body: { ...values, user_id: to === 'one' ? values.user_id : null } },
      {
        onSuccess: () => {
          onClose();
          void showSuccess(notification ? 'اعلان ویرایش شد' : 'اعلان فرستاده شد');
        },
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={notification ? 'ویرایش اعلان' : 'اعلان تازه'}
      centered
      size="lg"
      data-testid="notification-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="audience"
            render={({ field }) => (
              <SegmentedControl
                data={[
                  { value: 'all', label: 'همه‌ی فروشندگان' },
                  { value: 'one', label: 'یک فروشنده' },
                ]}
                value={field.value}
                onChange={field.onChange}
                data-testid="notification-audience"
              />
            )}
          />
          {audience === 'one' && (
            <Stack gap={4}>
              <Controller
                control={form.control}
                name="user_id"
                render={({ field }) => (
                  <UserPicker
                    value={typeof field.value === 'number' ? field.value : undefined}
                    onChange={field.onChange}
                    label="فروشنده"
                    placeholder="نام یا موبایل را بنویسید"
                    testId="notification-user"
                  />
                )}
              />
              {errors.user_id && (
                <Text size="xs" c="red" data-testid="notification-user-error">
                  {errors.user_id.message}
                </Text>
              )}
            </Stack>
          )}
          <TextInput
            label="عنوان"
            withAsterisk
            {...form.register('title')}
            error={errors.title?.message}
            data-testid="notification-title"
          />
          <Textarea
            label="متن"
            withAsterisk
            autosize
            minRows={4}
            {...form.register('body')}
            error={errors.body?.message}
            data-testid="notification-body"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="notification-submit">
              {notification ? 'ثبت تغییرات' : 'فرستادن'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
