import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { NotificationBodySchema } from '@pishkhan/contract';
import { type FormEvent, useState } from 'react';
import { fieldErrors } from '../../../components/admin/field-errors';
import { UserPicker } from '../../../components/admin/user-picker';
import { showSuccess } from '../../../components/ui/alerts';
import { useSaveNotification } from '../api/save-notification';

interface NotificationValues {
  id: number;
  title: string;
  body: string;
  user_id: number | null;
}

/** A notification to every reseller or to one, found by name or mobile. */
export function SaveNotificationDialog({
  notification,
  onClose,
}: {
  notification: NotificationValues | null;
  onClose: () => void;
}) {
  const save = useSaveNotification();
  const [title, setTitle] = useState(notification?.title ?? '');
  const [body, setBody] = useState(notification?.body ?? '');
  const [audience, setAudience] = useState(notification?.user_id ? 'one' : 'all');
  const [userId, setUserId] = useState<number | undefined>(notification?.user_id ?? undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (audience === 'one' && !userId) return setErrors({ user_id: 'فروشنده را انتخاب کنید' });
    const parsed = NotificationBodySchema.safeParse({ title, body, user_id: audience === 'one' ? userId : null });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: notification?.id, body: parsed.data },
      {
        onSuccess: () => {
          onClose();
          void showSuccess(notification ? 'اعلان ویرایش شد' : 'اعلان فرستاده شد');
        },
      },
    );
  };

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
          <SegmentedControl
            data={[
              { value: 'all', label: 'همه‌ی فروشندگان' },
              { value: 'one', label: 'یک فروشنده' },
            ]}
            value={audience}
            onChange={setAudience}
            data-testid="notification-audience"
          />
          {audience === 'one' && (
            <Stack gap={4}>
              <UserPicker
                value={userId}
                onChange={setUserId}
                label="فروشنده"
                placeholder="نام یا موبایل را بنویسید"
                testId="notification-user"
              />
              {errors.user_id && (
                <Text size="xs" c="red" data-testid="notification-user-error">
                  {errors.user_id}
                </Text>
              )}
            </Stack>
          )}
          <TextInput
            label="عنوان"
            withAsterisk
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
            data-testid="notification-title"
          />
          <Textarea
            label="متن"
            withAsterisk
            autosize
            minRows={4}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={errors.body}
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
