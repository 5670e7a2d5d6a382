import { Accordion, Badge, Group, NumberInput, Paper, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  CUSTOM_DEFAULT_DAYS,
  CUSTOM_DEFAULT_GB,
  customTermsErrors,
  customTermsRange,
  type Package,
  type PackageGroup,
  priceCustomPackage,
  type TrafficMultiplierNote,
  trafficMultiplierLine,
} from '@pishkhan/contract';
import { useState } from 'react';
import { formatNumber, formatPrice } from '@/lib/format';
import { EmptyState } from '../ui/empty-state';
import { withLatinRuns } from '../ui/latin';
import { ServiceTypeIcons } from './service-type-icons';
import { useOpenGroups } from './use-open-groups';

/** The chosen package and, for a custom package, its GB and days (numbers, or '' while the field is empty). */
export interface PackageSelection {
  packageId: number | null;
  gb: number | string;
  days: number | string;
}

export const EMPTY_SELECTION: PackageSelection = {
  packageId: null,
  gb: CUSTOM_DEFAULT_GB,
  days: CUSTOM_DEFAULT_DAYS,
};

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

export function findPackage(groups: PackageGroup[] | undefined, id: number | null): Package | undefined {
  if (id === null) return undefined;
  for (const group of groups ?? []) {
    const found = group.packages.find((p) => p.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The price of the selection. `price` from /packages/mypackages is already the caller's discounted price
 * (per GB for custom packages), hence discount 100 (the formula of docs/product/rules.md#business-constants-and-limits, one implementation).
 */
export function selectionPrice(pkg: Package, selection: PackageSelection): number | null {
  if (!pkg.is_custom) return pkg.price;
  const gb = asNumber(selection.gb);
  const days = asNumber(selection.days);
  // Terms the server would refuse have no price (docs/product/screens.md#new-service).
  const errors = customTermsErrors(pkg, { gb, days });
  if (errors.gb || errors.days) return null;
  return priceCustomPackage({ price: pkg.price, discount: 100, gb, days, monthRate: pkg.month_rate });
}

/** `day` and `traffic` of the purchase and renew bodies: only custom packages send them. */
export function selectionTerms(pkg: Package | undefined, selection: PackageSelection) {
  if (!pkg?.is_custom) return { day: null, traffic: null };
  return { day: asNumber(selection.days), traffic: asNumber(selection.gb) };
}

interface PackagePickerProps {
  groups: PackageGroup[] | undefined;
  loading: boolean;
  value: PackageSelection;
  onChange: (next: PackageSelection) => void;
  showprice: boolean;
}

/** docs/product/screens.md: package groups (collapsible, remembered), packages with the caller's prices, custom terms. */
export function PackagePicker({ groups, loading, value, onChange, showprice }: PackagePickerProps) {
  const [open, setOpen] = useOpenGroups((groups ?? []).map((g) => String(g.id)));
  const selected = findPackage(groups, value.packageId);

  if (loading) {
    return (
      <Stack gap="xs">
        <Skeleton height={44} />
        <Skeleton height={88} />
      </Stack>
    );
  }
  if (!groups?.length) return <EmptyState title="بسته‌ای برای خرید وجود ندارد" testId="packages-empty" />;

  return (
    <Stack gap="md" data-testid="package-picker">
      <Radio.Group
        value={value.packageId === null ? null : String(value.packageId)}
        onChange={(id) => onChange({ ...value, packageId: Number(id) })}
        label="انتخاب بسته"
      >
        <Accordion
          multiple
          value={open}
          onChange={setOpen}
          variant="separated"
          radius="md"
          mt="xs"
          chevronPosition="left"
        >
          {groups.map((group) => (
            <Accordion.Item key={group.id} value={String(group.id)} data-testid={`package-group-${group.id}`}>
              <Accordion.Control>
                <Stack gap={0}>
                  <Text fw={600}>{withLatinRuns(group.name)}</Text>
                  {group.info && (
                    <Text size="xs" c="dimmed">
                      {withLatinRuns(group.info)}
                    </Text>
                  )}
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                  {group.packages.map((pkg) => (
                    <PackageCard
                      key={pkg.id}
                      pkg={pkg}
                      showprice={showprice}
                      multipliers={pkg.is_v2ray ? (group.traffic_multipliers ?? []) : []}
                    />
                  ))}
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Radio.Group>
      {selected?.is_custom && (
        <CustomTerms key={selected.id} pkg={selected} value={value} onChange={onChange} showprice={showprice} />
      )}
    </Stack>
  );
}

/** A package card: its terms, its price and, for V2Ray, the group's nodes whose traffic counts ×N (decision 109). */
function PackageCard({
  pkg,
  showprice,
  multipliers,
}: {
  pkg: Package;
  showprice: boolean;
  multipliers: TrafficMultiplierNote[];
}) {
  const terms = pkg.is_custom
    ? 'حجم و مدت دلخواه'
    : [
        pkg.days > 0 && `${formatNumber(pkg.days)} روز`,
        pkg.unlimited_traffic ? 'ترافیک نامحدود' : pkg.traffic_gb > 0 && `${formatNumber(pkg.traffic_gb)} گیگ`,
      ]
        .filter(Boolean)
        .join('، ');
  return (
    <Radio.Card value={String(pkg.id)} radius="md" p="sm" data-testid={`package-${pkg.id}`} aria-label={pkg.name}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              {withLatinRuns(pkg.name)}
            </Text>
            <ServiceTypeIcons is_v2ray={pkg.is_v2ray} is_radius={pkg.is_radius} />
          </Group>
          {terms && (
            <Text size="xs" c="dimmed">
              {terms}
            </Text>
          )}
          {pkg.info && (
            <Text size="xs" c="dimmed">
              {withLatinRuns(pkg.info)}
            </Text>
          )}
          {multipliers.map((m) => (
            <Text key={m.node} size="xs" c="grape.8" fw={600} data-testid="package-multiplier">
              {withLatinRuns(trafficMultiplierLine(m))}
            </Text>
          ))}
          <Group gap={4}>
            {pkg.is_custom && (
              <Badge size="sm" variant="light" color="grape">
                هر گیگ
              </Badge>
            )}
            <Text size="sm" fw={600} c="blue.8" data-testid={`package-price-${pkg.id}`}>
              {formatPrice(pkg.price, showprice)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/**
 * docs/product/rules.md#validation: GB and days within the package's range, stated under each field. Nothing is clamped:
 * a term out of range is marked with the server's own words (a maximum at once, a minimum once the field is left) and
 * has no price.
 */
function CustomTerms({
  pkg,
  value,
  onChange,
  showprice,
}: {
  pkg: Package;
  value: PackageSelection;
  onChange: (next: PackageSelection) => void;
  showprice: boolean;
}) {
  const [left, setLeft] = useState({ gb: false, days: false });
  const price = selectionPrice(pkg, value);
  const range = customTermsRange(pkg);
  const gb = asNumber(value.gb);
  const days = asNumber(value.days);
  const errors = customTermsErrors(pkg, { gb, days });
  const shown = {
    gb: left.gb || (range.maxGb !== null && gb > range.maxGb) ? errors.gb : null,
    days: left.days || (range.maxDays !== null && days > range.maxDays) ? errors.days : null,
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="custom-terms">
      <Stack gap="sm">
        <Text fw={600} size="sm">
          حجم و مدت بسته‌ی دلخواه
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="حجم (گیگ)"
            value={value.gb}
            onChange={(next) => onChange({ ...value, gb: next })}
            onBlur={() => setLeft((l) => ({ ...l, gb: true }))}
            min={range.minGb}
            max={range.maxGb ?? undefined}
            clampBehavior="none"
            allowNegative={false}
            allowDecimal={false}
            description={
              range.maxGb === null
                ? `دست‌کم ${formatNumber(range.minGb)} گیگ`
                : `از ${formatNumber(range.minGb)} تا ${formatNumber(range.maxGb)} گیگ`
            }
            error={shown.gb}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="custom-gb"
          />
          <NumberInput
            label="مدت (روز)"
            value={value.days}
            onChange={(next) => onChange({ ...value, days: next })}
            onBlur={() => setLeft((l) => ({ ...l, days: true }))}
            min={range.minDays}
            max={range.maxDays ?? undefined}
            clampBehavior="none"
            allowNegative={false}
            allowDecimal={false}
            description={
              range.maxDays === null
                ? `دست‌کم ${formatNumber(range.minDays)} روز`
                : `از ${formatNumber(range.minDays)} تا ${formatNumber(range.maxDays)} روز`
            }
            error={shown.days}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="custom-days"
          />
        </SimpleGrid>
        {price !== null && (
          <Text size="sm" data-testid="custom-price">
            قیمت: <b>{formatPrice(price, showprice)}</b>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
