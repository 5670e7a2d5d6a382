import { Alert, Button, Checkbox, Code, Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type CreatedWebhook,
  RESELLER_EVENT_LABELS,
  RESELLER_EVENT_TYPES,
  type ResellerEventType,
  type Webhook,
  WebhookBodySchema,
} from '@pishkhan/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { SaveDialog } from '@/components/admin/save-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';

const ltrCode = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', textAlign: 'left' } as const;

/** A header name or a value inside the Persian lines: isolated left to right, never broken. */
function Ltr({ children }: { children: string }) {
  return (
    <Code dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {children}
    </Code>
  );
}

/** The signing secret, shown this once, and how a receiver checks a request with it (docs/product/integrations.md#webhooks). */
function SecretShownOnce({ created, onClose }: { created: CreatedWebhook; onClose: () => void }) {
  return (
    <Stack gap="md" data-testid="webhook-created">
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        کلید امضا فقط همین یک بار نمایش داده می‌شود. آن را کپی کنید و در نرم‌افزار خود نگه دارید؛ اگر گم شود، وب‌هوک را حذف
        کنید و دوباره بسازید.
      </Alert>
      <Code block dir="ltr" data-testid="webhook-secret" style={ltrCode}>
        {created.secret}
      </Code>
      <CopyButton value={created.secret} label="کپی کلید امضا" testId="webhook-secret-copy" />
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          بررسی امضای هر درخواست
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            سرآیندهای <Ltr>webhook-id</Ltr>، <Ltr>webhook-timestamp</Ltr> و <Ltr>webhook-signature</Ltr> را بخوانید.
          </List.Item>
          <List.Item>
            متن <Ltr>{'id.timestamp.body'}</Ltr> را با کلید (بخش پس از <Ltr>whsec_</Ltr>، از مبنای ۶۴ برگردانده) با{' '}
            <Ltr>HMAC-SHA256</Ltr> امضا کنید و با امضای پس از <Ltr>v1,</Ltr> بسنجید.
          </List.Item>
          <List.Item>
            درخواستی را که زمانش بیش از پنج دقیقه با اکنون فاصله دارد نپذیرید، و هر <Ltr>webhook-id</Ltr> را یک بار به
            کار ببرید؛ تلاش‌های دوباره همان شناسه را دارند.
          </List.Item>
          <List.Item>
            کتابخانه‌ی آماده: <Ltr>standardwebhooks</Ltr>
          </List.Item>
        </List>
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-testid="webhook-done">
          بستن
        </Button>
      </Group>
    </Stack>
  );
}

interface SaveWebhookDialogProps {
  /** null: a new endpoint. */
  webhook: Webhook | null;
  onClose: () => void;
}

/** «وب‌هوک جدید» or its edit: the address and the events; a new one then shows its secret, once. */
export function SaveWebhookDialog({ webhook, onClose }: SaveWebhookDialogProps) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useZodForm(WebhookBodySchema, { url: webhook?.url ?? '', events: webhook?.events ?? [] });
  const { errors } = form.formState;

  return (
    <SaveDialog
      form={form}
      title={webhook ? 'ویرایش وب‌هوک' : 'وب‌هوک جدید'}
      testId="webhook"
      submitLabel={webhook ? 'ثبت تغییرات' : 'ساخت وب‌هوک'}
      size="lg"
      save={(body, onSuccess: (created?: CreatedWebhook) => void) => {
        if (webhook) update.mutate({ id: webhook.id, body }, { onSuccess: () => onSuccess() });
        else create.mutate(body, { onSuccess });
      }}
      pending={create.isPending || update.isPending}
      done="وب‌هوک ویرایش شد"
      shown={
        webhook
          ? undefined
          : {
              title: 'وب‌هوک ساخته شد',
              render: (created) => created && <SecretShownOnce created={created} onClose={onClose} />,
            }
      }
      onClose={onClose}
    >
      <TextInput
        label="نشانی"
        description="نشانی‌ای از ربات یا سایت شما که رویدادها به آن فرستاده می‌شوند"
        placeholder="https://example.com/pishkhan"
        dir="ltr"
        classNames={{ input: 'latin-input' }}
        {...form.register('url')}
        error={errors.url?.message}
        data-testid="webhook-url"
      />
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <Checkbox.Group
            label="رویدادها"
            description="فقط رویدادهای برگزیده فرستاده می‌شوند"
            value={(field.value as ResellerEventType[] | undefined) ?? []}
            onChange={(value) => field.onChange(RESELLER_EVENT_TYPES.filter((e) => value.includes(e)))}
            error={errors.events?.message}
            data-testid="webhook-events"
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {RESELLER_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={RESELLER_EVENT_LABELS[type]} data-event={type} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
    </SaveDialog>
  );
}
