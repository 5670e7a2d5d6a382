import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import { IconShoppingCart } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { type Customer, CustomerPicker } from '../../../components/services/customer-picker';
import {
  EMPTY_SELECTION,
  findPackage,
  PackagePicker,
  type PackageSelection,
  selectionPrice,
  selectionTerms,
} from '../../../components/services/package-picker';
import { saveTextFile } from '../../../components/services/save-file';
import { showSuccess } from '../../../components/ui/alerts';
import { useAuth } from '../../../lib/auth-store';
import { formatPrice } from '../../../lib/format';
import { toggleSetting, useSettings } from '../../../lib/settings-store';
import { useMyPackages } from '../api/get-my-packages';
import { usePurchaseService } from '../api/purchase-service';
import { useCustomerSearch } from '../api/search-customers';
import { batchFileContent, batchFileName } from './batch-file';
import { ViewServiceDialog } from './view-service-dialog';

type AccountType = 'single' | 'batch';

export const BATCH_SUCCESS = 'سرویس‌های انتخابی با موفقیت ثبت شد';

/** Buy new service of spec section 2: single or batch, with or without a customer mobile. */
export function PurchaseForm({ onPurchased }: { onPurchased: () => void }) {
  const { servicewithoutphone, showprice } = useSettings();
  const { user } = useAuth();
  const [accountType, setAccountType] = useState<AccountType>('single');
  const [count, setCount] = useState<number | string>(1);
  const [description, setDescription] = useState('');
  const [mobile, setMobile] = useState('');
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [name, setName] = useState('');
  const [selection, setSelection] = useState<PackageSelection>(EMPTY_SELECTION);
  const [refresh, setRefresh] = useState(0);
  const [created, setCreated] = useState<Service | null>(null);

  const packages = useMyPackages(refresh);
  const search = useCustomerSearch(mobile);
  const purchase = usePurchaseService();

  const batch = accountType === 'batch';
  const askCustomer = !batch && !servicewithoutphone;
  const pkg = findPackage(packages.data, selection.packageId);
  const unitPrice = pkg ? selectionPrice(pkg, selection) : null;
  const quantity = batch ? Math.max(1, Number(count) || 0) : 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pkg || purchase.isPending) return;
    purchase.mutate(
      {
        package_id: pkg.id,
        batch,
        count: quantity,
        servicewithoutphone,
        user_id: askCustomer ? (customer?.id ?? null) : null,
        mobile: askCustomer ? mobile : '',
        name: askCustomer ? name : '',
        description: batch ? description : '',
        ...selectionTerms(pkg, selection),
      },
      {
        onSuccess: (services) => {
          onPurchased();
          if (batch) {
            saveTextFile(batchFileName(services.length), batchFileContent(services));
            void showSuccess(BATCH_SUCCESS);
            return;
          }
          setCreated(services[0] ?? null);
          setMobile('');
          setCustomer(null);
          setName('');
          setRefresh((n) => n + 1);
        },
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="purchase-form">
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <Group justify="space-between" gap="sm">
                <SegmentedControl
                  value={accountType}
                  onChange={(v) => setAccountType(v as AccountType)}
                  data={[
                    { value: 'single', label: 'اکانت تکی' },
                    { value: 'batch', label: 'اکانت گروهی' },
                  ]}
                  aria-label="نوع اکانت"
                  data-testid="account-type"
                />
                <Checkbox
                  label="اکانت بدون شماره موبایل"
                  checked={servicewithoutphone}
                  onChange={() => toggleSetting('servicewithoutphone')}
                  data-testid="without-phone"
                />
              </Group>
              {batch && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <NumberInput
                    label="تعداد"
                    value={count}
                    onChange={setCount}
                    min={1}
                    allowNegative={false}
                    allowDecimal={false}
                    data-testid="batch-count"
                  />
                  <Textarea
                    label="توضیحات"
                    value={description}
                    onChange={(e) => setDescription(e.currentTarget.value)}
                    autosize
                    minRows={1}
                    maxRows={4}
                    data-testid="batch-description"
                  />
                </SimpleGrid>
              )}
              {askCustomer && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <CustomerPicker
                    label="شماره موبایل مشتری"
                    text={mobile}
                    onTextChange={setMobile}
                    results={search.results}
                    loading={search.loading}
                    selected={customer}
                    onSelect={setCustomer}
                    testId="customer-mobile"
                  />
                  <TextInput
                    label="نام مشتری"
                    value={name}
                    onChange={(e) => setName(e.currentTarget.value)}
                    data-testid="customer-name"
                  />
                </SimpleGrid>
              )}
            </Stack>
          </Paper>

          <PackagePicker
            groups={packages.data}
            loading={packages.isPending}
            value={selection}
            onChange={setSelection}
            showprice={showprice}
          />

          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" gap="sm">
              <Stack gap={2}>
                <Text size="sm" data-testid="purchase-total">
                  مبلغ قابل پرداخت: <b>{unitPrice === null ? '—' : formatPrice(unitPrice * quantity, showprice)}</b>
                </Text>
                {user && (
                  <Text size="xs" c="dimmed">
                    موجودی: {formatPrice(user.balance, showprice)}
                  </Text>
                )}
              </Stack>
              <Button
                type="submit"
                size="md"
                leftSection={<IconShoppingCart size={18} aria-hidden />}
                disabled={!pkg || unitPrice === null || purchase.isPending}
                data-testid="purchase-submit"
              >
                {purchase.isPending ? 'در حال پردازش...' : 'خرید سرویس'}
              </Button>
            </Group>
          </Paper>
        </Stack>
      </form>
      <ViewServiceDialog service={created} onClose={() => setCreated(null)} />
    </>
  );
}
