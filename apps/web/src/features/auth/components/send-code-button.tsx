import { Button, type ButtonProps } from '@mantine/core';
import { formatCountdown } from '../../../lib/format';

interface SendCodeButtonProps extends Omit<ButtonProps, 'children'> {
  remaining: number;
  sentOnce: boolean;
  onClick: () => void;
}

/** docs/product/screens.md: disabled during the countdown, showing the resend text with m:ss. */
export function SendCodeButton({ remaining, sentOnce, loading, onClick, ...rest }: SendCodeButtonProps) {
  const label =
    remaining > 0 ? `ارسال مجدد کد (${formatCountdown(remaining)})` : sentOnce ? 'ارسال مجدد کد' : 'ارسال کد';
  return (
    <Button
      variant="light"
      onClick={onClick}
      loading={loading}
      disabled={remaining > 0}
      data-testid="send-code"
      {...rest}
    >
      {label}
    </Button>
  );
}
