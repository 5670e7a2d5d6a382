import { Button, Code, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { CopyButton } from '../ui/copy-button';
import { type QrKind, ServiceQr } from './service-qr';

const QR_CHOICES: { value: QrKind; label: string }[] = [
  { value: 'config', label: 'کانفیگ' },
  { value: 'subscription', label: 'اشتراک' },
];

/** Apps that import the subscription URL, each answered in its own format (docs/product/provisioning-rules.md#subscriptions). */
const SUBSCRIPTION_APPS = ['v2rayNG', 'Hiddify', 'Streisand', 'Clash Verge', 'sing-box'];

/** Each Latin name isolated, so the Persian list keeps its right-to-left order and commas. */
const SUBSCRIPTION_HINT = (
  <>
    این لینک را در{' '}
    {SUBSCRIPTION_APPS.map((app, i) => (
      <Fragment key={app}>
        {i > 0 && (i === SUBSCRIPTION_APPS.length - 1 ? ' یا ' : '، ')}
        <bdi className="latin">{app}</bdi>
      </Fragment>
    ))}{' '}
    به‌عنوان اشتراک وارد کنید تا کانفیگ سرویس خودکار به‌روز شود. در مرورگر، همین لینک صفحه‌ی مشتری را با راهنمای برنامه‌ها
    باز می‌کند.
  </>
);

interface LinkRowProps {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
  textTestId: string;
  copyTestId: string;
  hint?: ReactNode;
  /** Beside the copy button. */
  action?: ReactNode;
}

/**
 * One address with its label and copy button, on one line: never broken inside, cut with an ellipsis where it does
 * not fit, the whole of it on hover and in the copy (decision 084).
 */
function LinkRow({ label, value, copyLabel, testId, textTestId, copyTestId, hint, action }: LinkRowProps) {
  return (
    <Stack gap={6} w="100%" data-testid={testId}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Group gap="xs">
          {action}
          <CopyButton value={value} label={copyLabel} copiedLabel="کپی شد" size="xs" testId={copyTestId} />
        </Group>
      </Group>
      <Code block dir="ltr" className="latin-value" title={value} data-testid={textTestId} style={{ display: 'block' }}>
        {value}
      </Code>
      {hint && (
        <Text size="xs" c="dimmed" data-testid={`${testId}-hint`}>
          {hint}
        </Text>
      )}
    </Stack>
  );
}

interface ServiceLinkProps {
  serviceId: number;
  link: string;
  /** '' for services without one: then neither its row nor the QR switch shows. */
  subscriptionUrl: string;
}

/**
 * A V2Ray service's addresses: the share link and the subscription URL, each copyable, and one QR code (PNG download)
 * switchable between them; copy confirmation lasts 2 s (docs/product/screens.md).
 */
export function ServiceLink({ serviceId, link, subscriptionUrl }: ServiceLinkProps) {
  const [choice, setChoice] = useState<QrKind>('config');
  const kind = subscriptionUrl ? choice : 'config';
  return (
    <Stack align="center" gap="sm" data-testid="service-link">
      {subscriptionUrl && (
        <SegmentedControl<QrKind>
          data={QR_CHOICES}
          value={kind}
          onChange={setChoice}
          aria-label="کد QR کدام لینک"
          data-testid="qr-kind"
        />
      )}
      <ServiceQr
        key={kind}
        kind={kind}
        data={kind === 'subscription' ? subscriptionUrl : link}
        fileName={kind === 'subscription' ? `service-${serviceId}-subscription` : `service-${serviceId}`}
      />
      <LinkRow
        label="لینک کانفیگ"
        value={link}
        copyLabel="کپی لینک"
        testId="config-link"
        textTestId="service-link-text"
        copyTestId="copy-link"
      />
      {subscriptionUrl && (
        <LinkRow
          label="لینک اشتراک"
          value={subscriptionUrl}
          copyLabel="کپی لینک اشتراک"
          testId="subscription-link"
          textTestId="subscription-link-text"
          copyTestId="copy-subscription-link"
          hint={SUBSCRIPTION_HINT}
          action={
            <Button
              component="a"
              href={subscriptionUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="light"
              leftSection={<IconExternalLink size={14} aria-hidden />}
              data-testid="open-customer-page"
            >
              صفحه‌ی مشتری
            </Button>
          }
        />
      )}
    </Stack>
  );
}
