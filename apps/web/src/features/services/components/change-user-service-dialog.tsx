import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ChangeUserBodySchema, MobileSchema, type Service } from '@pishkhan/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showSuccess } from '../../../components/ui/alerts';
import { useChangeServiceUser } from '../api/change-service-user';

/** The contract's own rules, so the inline messages match the server (docs/product/rules.md#validation). */
const FormSchema = z.object({
  name: z.string().pipe(ChangeUserBodySchema.shape.name as z.ZodType<string, string>),
  mobile: z.string().pipe(MobileSchema as z.ZodType<string, string>),
});
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

export function ChangeUserServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const change = useChangeServiceUser();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { name: service.userservice.user.name, mobile: service.userservice.user.mobile },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    change.mutate(
      { serviceId: service.id, ...values },
      {
        onSuccess: () => {
          onClose();
          void showSuccess('کاربر سرویس تغییر کرد');
        },
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={`تغییر کاربر سرویس شماره‌ی ${service.id}`}
      centered
      data-testid="change-user-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="نام و نام خانوادگی"
            {...form.register('name')}
            error={errors.name?.message}
            data-testid="change-user-name"
          />
          <TextInput
            label="شماره موبایل"
            inputMode="tel"
            {...form.register('mobile')}
            error={errors.mobile?.message}
            data-testid="change-user-mobile"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} data-testid="change-user-submit">
              ثبت تغییر
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
