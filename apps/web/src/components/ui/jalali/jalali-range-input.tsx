import { CloseButton, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type DateObject from 'react-date-object';
import DatePicker, { type DatePickerRef } from 'react-multi-date-picker';
import 'react-multi-date-picker/styles/layouts/mobile.css';
import { formatJalaliDay } from '../../../lib/format';
import { JALALI_PICKER, PHONE_QUERY, toDateObject, toDay } from './jalali-calendar';
import classes from './jalali-calendar.module.css';
import { usePersianCalendarLabels } from './use-persian-calendar-labels';

interface JalaliRangeInputProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/**
 * A Jalali range (days sent as the API's `YYYY-MM-DD`, shown as `۱۴۰۵/۰۹/۰۸`). On a phone the calendar opens as
 * the library's centred mobile sheet, so it never runs off a 390 px screen.
 */
export function JalaliRangeInput({ from, to, onChange }: JalaliRangeInputProps) {
  const phone = useMediaQuery(PHONE_QUERY, window.matchMedia(PHONE_QUERY).matches);
  const [value, setValue] = useState<DateObject[]>([]);
  const picker = useRef<DatePickerRef>(null);
  const box = useRef<HTMLDivElement>(null);
  usePersianCalendarLabels(box);

  useEffect(() => {
    setValue(from && to ? [toDateObject(from), toDateObject(to)] : []);
  }, [from, to]);

  const label = from && to ? `${formatJalaliDay(from)} تا ${formatJalaliDay(to)}` : '';

  return (
    <div ref={box}>
      <DatePicker
        ref={picker}
        range
        value={value}
        onChange={(dates: DateObject[] | null) => {
          const list = dates ?? [];
          setValue(list);
          const [start, end] = list;
          if (start && end) {
            onChange({ from: toDay(start), to: toDay(end) });
            // The phone sheet closes with its own buttons; the desktop popup closes once the range is whole.
            if (!phone) picker.current?.closeCalendar();
          }
        }}
        {...JALALI_PICKER}
        dateSeparator=" تا "
        className={phone ? 'rmdp-mobile' : classes.calendar}
        containerStyle={{ display: 'block', width: '100%' }}
        zIndex={400}
        render={(_value: string, openCalendar: () => void) => (
          <TextInput
            label="بازه‌ی تاریخ"
            placeholder="از تاریخ تا تاریخ"
            readOnly
            value={label}
            onClick={openCalendar}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') openCalendar();
            }}
            leftSection={<IconCalendar size={16} aria-hidden />}
            rightSection={
              label ? (
                <CloseButton
                  size="sm"
                  aria-label="پاک کردن بازه‌ی تاریخ"
                  onClick={(event) => {
                    event.stopPropagation();
                    setValue([]);
                    onChange({ from: '', to: '' });
                  }}
                  data-testid="clear-date-range"
                />
              ) : undefined
            }
            classNames={{ input: classes.input }}
            data-testid="date-range"
          />
        )}
      />
    </div>
  );
}
