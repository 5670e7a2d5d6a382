import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ChangeUserBodySchema, normalizeMobile, type Service } from '@pishkhan/contract';
import { useState } from 'react';
import { type Customer, CustomerPicker } from '@/components/services/customer-picker';
import { useCustomerSearch } from '@/components/services/search-customers';
import { showToast } from '@/components/ui/alerts';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangeServiceUser } from '../api/change-service-user';

/**
 * The change-user dialog (docs/product/screens.md#change-user-dialog, decision 098): an existing customer is chosen
 * from the mobile search, and keeps their name; a mobile no customer has makes a new customer with the name typed.
 * A whole mobile that is already a customer's is named with a button to choose them: it never renames them.
 */
export function ChangeUserServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const change = useChangeServiceUser();
  const current = service.userservice.user;
  const [picked, setPicked] = useState<Customer | null>(
    current.id === null ? null : { id: current.id, mobile: current.mobile, name: current.name },
  );
  const form = useZodForm(ChangeUserBodySchema, {
    serviceId: service.id,
    user_id: picked?.id ?? null,
    mobile: current.mobile,
    name: picked ? '' : current.name,
  });
  const mobile = String(form.watch('mobile') ?? '');
  const search = useCustomerSearch(mobile);
  const typed = normalizeMobile(mobile);
  /** A customer whose whole mobile was typed without choosing them from the list. */
  const existing = picked ? null : (search.results.find((c) => typed !== null && c.mobile === typed) ?? null);
  const { errors } = form.formState;

  const choose = (customer: Customer | null) => {
    setPicked(customer);
    form.setValue('user_id', customer?.id ?? null);
    form.setValue('name', '');
    if (customer) form.setValue('mobile', customer.mobile, { shouldValidate: form.formState.isSubmitted });
    form.clearErrors('name');
  };

  const submit = form.handleSubmit((values) => {
    if (existing) return;
    change.mutate(picked ? { ...values, user_id: picked.id, name: null } : { ...values, user_id: null }, {
      onSuccess: () => {
        onClose();
        showToast('کاربر سرویس تغییر کرد');
      },
    });
  });

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
          <CustomerPicker
            label="شماره موبایل"
            placeholder="شماره‌ی مشتری را بنویسید یا از فهرست برگزینید"
            text={mobile}
            onTextChange={(text) =>
              form.setValue('mobile', text, { shouldValidate: form.formState.isSubmitted, shouldDirty: true })
            }
            results={search.results}
            loading={search.loading}
            selected={picked}
            onSelect={choose}
            testId="change-user-mobile"
            error={errors.mobile?.message}
          />
          {existing && (
            <Alert color="orange" variant="light" data-testid="change-user-existing">
              <Stack gap="xs">
                <span>
                  این شماره برای مشتری «{existing.name || existing.mobile}» ثبت است. سرویس تنها با انتخاب او به او می‌رسد
                  و نام او تغییر نمی‌کند.
                </span>
                <Group>
                  <Button size="xs" variant="light" onClick={() => choose(existing)} data-testid="change-user-pick">
                    انتقال به «{existing.name || existing.mobile}»
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {picked ? (
            <TextInput
              label="نام و نام خانوادگی"
              value={picked.name || '—'}
              readOnly
              description="مشتری انتخاب‌شده؛ نام او در این‌جا تغییر نمی‌کند"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data-testid="change-user-name"
            />
          ) : (
            <TextInput
              label="نام و نام خانوادگی"
              {...form.register('name')}
              error={errors.name?.message}
              description={existing ? undefined : 'مشتری تازه‌ای با این نام و شماره ساخته می‌شود'}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data-testid="change-user-name"
            />
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={change.isPending}
              disabled={existing !== null}
              data-testid="change-user-submit"
            >
              ثبت تغییر
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
