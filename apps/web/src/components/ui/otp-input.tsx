import { Input } from '@mantine/core';
import { normalizeText } from '@pishkhan/contract';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import classes from './otp-input.module.css';

export interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  length?: number;
  label?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

const onlyDigits = (text: string) => normalizeText(text).replace(/\D/g, '');

/**
 * Digit-by-digit one-time-code boxes (docs/product/screens.md): digits only, one per box, arrow and
 * backspace navigation, paste fills the boxes. Codes read left to right, so the row is LTR.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 5,
  label,
  error,
  disabled,
  autoFocus,
}: OtpInputProps) {
  const id = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const [digits, setDigits] = useState<string[]>(() => toDigits(value, length));

  useEffect(() => {
    setDigits((current) => (current.join('') === value ? current : toDigits(value, length)));
  }, [value, length]);

  const focus = (index: number) => {
    const target = refs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string[]) => {
    setDigits(next);
    const joined = next.join('');
    onChange(joined);
    if (joined.length === length && next.every((d) => d !== '')) onComplete?.(joined);
  };

  const fillFrom = (start: number, text: string) => {
    const chars = onlyDigits(text).split('');
    if (chars.length === 0) return;
    const from = chars.length >= length ? 0 : start;
    const next = [...digits];
    chars.slice(0, length - from).forEach((ch, i) => {
      next[from + i] = ch;
    });
    commit(next);
    focus(Math.min(from + chars.length, length - 1));
  };

  const handleInput = (index: number, raw: string) => {
    const chars = onlyDigits(raw);
    if (chars.length === 0) {
      if (raw === '') commit(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    if (chars.length > 1) {
      fillFrom(index, chars);
      return;
    }
    commit(digits.map((d, i) => (i === index ? chars : d)));
    if (index < length - 1) focus(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (digits[index]) commit(digits.map((d, i) => (i === index ? '' : d)));
        else if (index > 0) {
          commit(digits.map((d, i) => (i === index - 1 ? '' : d)));
          focus(index - 1);
        }
        break;
      case 'Delete':
        event.preventDefault();
        commit(digits.map((d, i) => (i === index ? '' : d)));
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focus(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focus(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focus(0);
        break;
      case 'End':
        event.preventDefault();
        focus(length - 1);
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !/\d/.test(normalizeText(event.key))) {
          event.preventDefault();
        }
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <Input.Wrapper label={label} error={error} id={`${id}-0`} labelProps={{ htmlFor: `${id}-0` }}>
      <fieldset className={classes.group} aria-label={label ?? 'کد تأیید'} data-testid="otp-input">
        {digits.map((digit, index) => (
          <input
            // The boxes are positional: their index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length positional boxes
            key={index}
            id={`${id}-${index}`}
            ref={(el) => {
              refs.current[index] = el;
            }}
            className={classes.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`رقم ${index + 1} از ${length}`}
            aria-invalid={error ? true : undefined}
            data-testid={`otp-digit-${index}`}
            value={digit}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: the code step opens focused on its first box
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.target.select()}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
          />
        ))}
      </fieldset>
    </Input.Wrapper>
  );
}

function toDigits(value: string, length: number): string[] {
  const chars = onlyDigits(value).slice(0, length).split('');
  return Array.from({ length }, (_, i) => chars[i] ?? '');
}
