import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { fireAlert } from './alerts';

/** docs/product/rules.md#business-constants-and-limits: copy feedback lasts 2 s (the store's product links pass 5000). */
export const COPY_FEEDBACK_MS = 2000;

/** A small corner toast, in the panel's direction (docs/product/rules.md#errors: 'copied' toast). */
export function showToast(title: string, icon: 'success' | 'info' = 'success') {
  return fireAlert({
    toast: true,
    position: 'top',
    icon,
    title,
    showConfirmButton: false,
    timer: 2500,
    timerProgressBar: true,
  });
}

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Plain http on a LAN address has no Clipboard API: fall back to a selected textarea.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

interface CopyButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  value: string;
  label?: string;
  copiedLabel?: string;
  /** The toast after a successful copy. */
  toast?: string;
  timeout?: number;
  testId?: string;
}

export function CopyButton({
  value,
  label = 'کپی',
  copiedLabel = 'کپی شد',
  toast = 'کپی شد',
  timeout = COPY_FEEDBACK_MS,
  testId = 'copy-button',
  ...buttonProps
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await writeClipboard(value);
    } catch {
      void showToast('کپی نشد؛ متن را دستی انتخاب کنید', 'info');
      return;
    }
    setCopied(true);
    void showToast(toast);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), timeout);
  };

  return (
    <Button
      variant={copied ? 'filled' : 'light'}
      color={copied ? 'teal' : undefined}
      leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      onClick={copy}
      data-copied={copied}
      data-testid={testId}
      {...buttonProps}
    >
      {copied ? copiedLabel : label}
    </Button>
  );
}
