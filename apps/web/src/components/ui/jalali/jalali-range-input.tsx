import { ActionIcon, CloseButton, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type DateObject from 'react-date-object';
import DatePicker, { type DatePickerRef } from 'react-multi-date-picker';
import 'react-multi-date-picker/styles/layouts/mobile.css';
import { formatJalaliDay } from '@/lib/format';
import { JALALI_PICKER, PHONE_QUERY, parseJalaliRange, toDateObject, toDay } from './jalali-calendar';
import classes from './jalali-calendar.module.css';
import { useCalendarKeyboard } from './use-calendar-keyboard';
import { usePersianCalendarLabels } from './use-persian-calendar-labels';

interface JalaliRangeInputProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

const rangeText = (from: string, to: string) =>
  from && to ? `${formatJalaliDay(from)} تا ${formatJalaliDay(to)}` : '';

/**
 * A Jalali range (days sent as the API's `YYYY-MM-DD`, shown as `۱۴۰۵/۰۹/۰۸ تا ۱۴۰۵/۰۹/۳۰`): typed, in Persian or Latin
 * digits, or picked on the calendar by mouse or keyboard (docs/product/screens.md#keyboard-and-accessibility). On a
 * phone the calendar opens as the library's centred mobile sheet, so it never runs off a 390 px screen.
 */
export function JalaliRangeInput({ from, to, onChange }: JalaliRangeInputProps) {
  const phone = useMediaQuery(PHONE_QUERY, window.matchMedia(PHONE_QUERY).matches);
  const [value, setValue] = useState<DateObject[]>([]);
  const picker = useRef<DatePickerRef>(null);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  usePersianCalendarLabels(box);
  const keys = useCalendarKeyboard(box, picker, input);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => rangeText(from, to));
  const [error, setError] = useState<string | null>(null);

  /** The range the field's text shows, so the address catching up with a typed range does not undo later typing. */
  const shown = useRef({ from, to });

  useEffect(() => {
    setValue(from && to ? [toDateObject(from), toDateObject(to)] : []);
    if (shown.current.from === from && shown.current.to === to) return;
    shown.current = { from, to };
    setText(rangeText(from, to));
    setError(null);
  }, [from, to]);

  const commit = () => {
    const read = parseJalaliRange(text);
    if ('error' in read) return setError(read.error);
    setError(null);
    shown.current = read;
    setText(rangeText(read.from, read.to));
    if (read.from !== from || read.to !== to) onChange(read);
  };

  return (
    <div ref={box} onKeyDownCapture={keys.onKeyDownCapture} onFocusCapture={keys.onFocusCapture}>
      <DatePicker
        ref={picker}
        range
        value={value}
        onChange={(dates: DateObject[] | null) => {
          const list = dates ?? [];
          setValue(list);
          const [start, end] = list;
          if (start && end) {
            const range = { from: toDay(start), to: toDay(end) };
            // The field shows the picked range in the same render the calendar closes in, not a frame after.
            shown.current = range;
            setText(rangeText(range.from, range.to));
            setError(null);
            onChange(range);
            // The phone sheet closes with its own buttons; the desktop popup closes once the range is whole.
            if (!phone) keys.close();
          }
        }}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        {...JALALI_PICKER}
        dateSeparator=" تا "
        className={phone ? `rmdp-mobile ${classes.calendar}` : classes.calendar}
        containerStyle={{ display: 'block', width: '100%' }}
        zIndex={400}
        render={(_value: string, openCalendar: () => void) => (
          <TextInput
            ref={input}
            label="بازه‌ی تاریخ"
            placeholder="۱۴۰۵/۰۹/۰۱ تا ۱۴۰۵/۰۹/۳۰"
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
            data-mantine-stop-propagation={open || undefined}
            leftSection={
              <ActionIcon variant="subtle" color="gray" aria-label="انتخاب از تقویم" onClick={keys.openOnDay}>
                <IconCalendar size={16} aria-hidden />
              </ActionIcon>
            }
            leftSectionPointerEvents="all"
            rightSection={
              from && to ? (
                <CloseButton
                  size="sm"
                  aria-label="پاک کردن بازه‌ی تاریخ"
                  onClick={(event) => {
                    event.stopPropagation();
                    setValue([]);
                    shown.current = { from: '', to: '' };
                    setText('');
                    setError(null);
                    onChange({ from: '', to: '' });
                  }}
                  data-testid="clear-date-range"
                />
              ) : undefined
            }
            autoComplete="off"
            data-testid="date-range"
          />
        )}
      />
    </div>
  );
}
