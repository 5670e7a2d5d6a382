import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ACTION_ICON_CLASS, ACTION_ICON_INNER_CLASS, actionIconStyle } from '../ui/action-icon-style';
import { HoverTooltip } from '../ui/hover-tooltip';
import text from '../ui/text.module.css';
import classes from './masked-secret.module.css';

export const MASK = '****';

const TOGGLE_STYLE = actionIconStyle('subtle', 'sm');

interface MaskedSecretProps {
  label: string;
  value: string;
  testId?: string;
}

/**
 * docs/product/screens.md: user and pass masked by four asterisks, toggled by an eye button. Plain elements with Mantine's
 * look: the services table draws two per RADIUS row (decision 038).
 */
export function MaskedSecret({ label, value, testId }: MaskedSecretProps) {
  const [shown, setShown] = useState(false);
  const toggle = shown ? `پنهان کردن ${label}` : `نمایش ${label}`;
  return (
    <div className={classes.line}>
      <p className={`${text.text} ${text.xs} ${text.dimmed}`}>{label}:</p>
      <p className={`${text.text} ${text.sm} ${classes.value}`} dir="ltr" data-testid={testId}>
        {shown ? value : MASK}
      </p>
      <HoverTooltip label={toggle}>
        <button
          type="button"
          className={ACTION_ICON_CLASS}
          data-variant="subtle"
          data-size="sm"
          style={TOGGLE_STYLE}
          onClick={() => setShown((v) => !v)}
          aria-label={toggle}
        >
          <span className={ACTION_ICON_INNER_CLASS}>
            {shown ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
          </span>
        </button>
      </HoverTooltip>
    </div>
  );
}
