import { ActionIcon, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type DateObject from 'react-date-object';
import DatePicker, { type DatePickerRef } from 'react-multi-date-picker';
import { formatJalaliDay } from '@/lib/format';
import { JALALI_PICKER, parseJalaliDay, toDateObject, toDay } from './jalali-calendar';
import classes from './jalali-calendar.module.css';
import { useCalendarKeyboard } from './use-calendar-keyboard';
import { usePersianCalendarLabels } from './use-persian-calendar-labels';

interface JalaliDateInputProps {
  label: string;
  /** The chosen day as the API takes it (`YYYY-MM-DD`, Jalali, ASCII digits). */
  value: string;
  onChange: (day: string) => void;
  /** The first day that may be chosen (same form); earlier days are shown but cannot be picked. */
  minDay?: string;
  'data-testid'?: string;
}

/**
 * One Jalali day, shown as every date of the panel is (`۱۴۰۵/۰۹/۰۸`): typed (Persian or Latin digits) or picked on the
 * calendar, by mouse or keyboard (docs/product/screens.md#keyboard-and-accessibility). A typed day counts once the
 * field is left or Enter is pressed; one that is not a day, or is before `minDay`, is refused with a Persian line and
 * the last good day stays chosen. The calendar's popup opens above dialogs (a portal) and fits a 390 px screen.
 */
export function JalaliDateInput({ label, value, onChange, minDay, 'data-testid': testId }: JalaliDateInputProps) {
  // The popup leaves the dialog (whose edges would cut it) for a layer of its own at the end of the page.
  const [layer] = useState(() => document.createElement('div'));
  useEffect(() => {
    document.body.append(layer);
    return () => layer.remove();
  }, [layer]);
  const labelled = useRef(layer);
  usePersianCalendarLabels(labelled);
  const picker = useRef<DatePickerRef>(null);
  const input = useRef<HTMLInputElement>(null);
  const keys = useCalendarKeyboard(labelled, picker, input);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => formatJalaliDay(value));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setText(formatJalaliDay(value));
    setError(null);
  }, [value]);

  /** The typed text becomes the day, or says why it cannot. */
  const commit = () => {
    const read = parseJalaliDay(text);
    if ('error' in read) return setError(read.error);
    if (minDay && read.day < minDay) return setError(`تاریخ نمی‌تواند پیش از ${formatJalaliDay(minDay)} باشد`);
    setError(null);
    setText(formatJalaliDay(read.day));
    if (read.day !== value) onChange(read.day);
  };

  return (
    <div onKeyDownCapture={keys.onKeyDownCapture} onFocusCapture={keys.onFocusCapture}>
      <DatePicker
        ref={picker}
        value={toDateObject(value)}
        onChange={(next: DateObject | null) => {
          if (!next) return;
          const day = toDay(next);
          // The field shows the picked day in the same render the calendar closes in, not a frame after.
          setText(formatJalaliDay(day));
          setError(null);
          onChange(day);
          keys.close();
        }}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        {...JALALI_PICKER}
        minDate={minDay ? toDateObject(minDay) : undefined}
        className={classes.calendar}
        containerStyle={{ display: 'block', width: '100%' }}
        portal
        portalTarget={layer}
        zIndex={1000}
        render={(_value: string, openCalendar: () => void) => (
          <TextInput
            ref={input}
            label={label}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            onClick={openCalendar}
            onBlur={(event) => {
              if (!event.relatedTarget?.closest('.rmdp-wrapper')) commit();
            }}
            onKeyDown={(event) => keys.onFieldKeyDown(event, open, commit)}
            // While the calendar is open, Escape here closes it and not the dialog (see use-calendar-keyboard.ts).
            data-mantine-stop-propagation={open || undefined}
            leftSection={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="انتخاب از تقویم"
                onClick={keys.openOnDay}
                data-testid={testId ? `${testId}-calendar` : undefined}
              >
                <IconCalendar size={16} aria-hidden />
              </ActionIcon>
            }
            leftSectionPointerEvents="all"
            description="به شکل ۱۴۰۵/۰۹/۳۰، یا از تقویم"
            autoComplete="off"
            data-testid={testId}
          />
        )}
      />
    </div>
  );
}
