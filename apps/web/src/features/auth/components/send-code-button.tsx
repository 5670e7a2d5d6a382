import { Button, type ButtonProps } from '@mantine/core';
import { formatWait } from './code-wait-notice';

interface SendCodeButtonProps extends Omit<ButtonProps, 'children'> {
  remaining: number;
  sentOnce: boolean;
  onClick: () => void;
  /** What the button reads before any code was asked for. */
  label?: string;
}

/** docs/product/screens.md#login: disabled during the countdown, showing the resend text with m:ss. */
export function SendCodeButton({
  remaining,
  sentOnce,
  loading,
  onClick,
  label = 'ارسال کد',
  ...rest
}: SendCodeButtonProps) {
  const text = remaining > 0 ? `ارسال مجدد کد (${formatWait(remaining)})` : sentOnce ? 'ارسال مجدد کد' : label;
  return (
    <Button
      variant="light"
      onClick={onClick}
      loading={loading}
      disabled={remaining > 0}
      data-testid="send-code"
      {...rest}
    >
      {text}
    </Button>
  );
}
