import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Service } from '@pishkhan/contract';
import { IconArrowRight, IconPrinter } from '@tabler/icons-react';
import QRCodeStyling from 'qr-code-styling';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { withLatinRuns } from '@/components/ui/latin';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { formatGb, formatJalaliDay, formatNumber, toPersianDigits } from '@/lib/format';
import { useServiceGroup } from '../api/get-service-group';
import classes from './batch-handout.module.css';

/** A subscription link as a plain black QR code drawn as SVG: sharp on paper, read by every camera. */
function HandoutQr({ value, label }: { value: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    new QRCodeStyling({
      width: 160,
      height: 160,
      type: 'svg',
      data: value,
      margin: 0,
      qrOptions: { errorCorrectionLevel: 'M' },
      dotsOptions: { type: 'square', color: '#000000' },
      backgroundOptions: { color: '#ffffff' },
    }).append(el);
    return () => el.replaceChildren();
  }, [value]);
  return (
    <div ref={box} className={classes.qr} role="img" aria-label={label} data-testid="handout-qr" data-value={value} />
  );
}

/** How long the service runs: from first use while unused, else until its end. */
const periodOf = (s: Service) =>
  s.expire_in === null ? `${formatNumber(s.remainDays)} روز از اولین اتصال` : `تا ${formatJalaliDay(s.jexpire_in)}`;

function HandoutCard({ service: s }: { service: Service }) {
  const us = s.userservice;
  const customer = [us.user.name, us.user.mobile].filter(Boolean).join(' · ');
  return (
    <li className={classes.card} data-testid="handout-card" data-id={s.id}>
      <div className={classes.head}>
        <b>سرویس {toPersianDigits(s.id)}</b>
        <span>{withLatinRuns(us.info)}</span>
      </div>
      {customer && <Text size="xs">{customer}</Text>}
      {s.subscription_url && (
        <>
          <HandoutQr value={s.subscription_url} label={`کد QR لینک اشتراک سرویس ${toPersianDigits(s.id)}`} />
          <span className={`latin ${classes.url}`} dir="ltr" data-testid="handout-url">
            {s.subscription_url}
          </span>
        </>
      )}
      <dl className={classes.facts}>
        {us.is_radius && (
          <>
            <div>
              <dt>نام کاربری:</dt>
              <dd className="latin" dir="ltr">
                {s.email}
              </dd>
            </div>
            <div>
              <dt>رمز:</dt>
              <dd className="latin" dir="ltr">
                {s.password}
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>مدت:</dt>
          <dd>{periodOf(s)}</dd>
        </div>
        <div>
          <dt>حجم:</dt>
          <dd>{us.unlimited_traffic ? 'نامحدود' : `${formatGb(s.transfer_enablegb)} گیگابایت`}</dd>
        </div>
      </dl>
      {s.subscription_url && (
        <p className={classes.hint}>کد را در برنامه‌ی اتصال اسکن کنید یا لینک را در آن وارد کنید.</p>
      )}
    </li>
  );
}

/**
 * A batch's printable hand-out (docs/product/screens.md#bulk-service-groups): a card per service with its subscription
 * link and QR code, its period and traffic, to print on A4 and cut out for customers.
 */
export function BatchHandout({ groupId }: { groupId: number }) {
  const { data, isError } = useServiceGroup(groupId);
  if (isError) {
    return (
      <Stack p="md" maw={560} mx="auto">
        <Alert color="red" title="برگه‌ی چاپی آماده نشد">
          این گروه پیدا نشد یا دریافت آن ممکن نشد.
        </Alert>
        <Button component={Link} to="/groupservices" variant="default" style={{ alignSelf: 'flex-start' }}>
          بازگشت به سرویس‌های گروهی
        </Button>
      </Stack>
    );
  }
  if (!data) return <LoadingScreen />;
  const { group, services } = data;
  return (
    <main className={classes.page} data-testid="batch-handout-page">
      <Stack gap="xs" className={classes.toolbar}>
        <Title order={1} size="h3">
          برگه‌ی چاپی گروه {toPersianDigits(group.id)}
        </Title>
        <Text size="sm">
          هر کارت لینک اشتراک یک سرویس و کد QR آن را دارد؛ برگه را چاپ کنید و هر کارت را جدا به مشتری بدهید.
        </Text>
        <Group gap="sm">
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
            data-testid="print"
          >
            چاپ
          </Button>
          <Button
            component={Link}
            to="/groupservices"
            variant="default"
            leftSection={<IconArrowRight size={16} aria-hidden />}
          >
            سرویس‌های گروهی
          </Button>
        </Group>
      </Stack>
      <div className={classes.summary} data-testid="handout-summary">
        <Text fw={700}>{group.description || `گروه ${toPersianDigits(group.id)}`}</Text>
        <Text size="sm">خرید {formatJalaliDay(group.jdate)}</Text>
        <Text size="sm">{formatNumber(services.length)} سرویس</Text>
      </div>
      <ol className={classes.grid} aria-label="سرویس‌های گروه">
        {services.map((s) => (
          <HandoutCard key={s.id} service={s} />
        ))}
      </ol>
    </main>
  );
}
