import { CloseButton, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { normalizeText } from '@pishkhan/contract';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import DateObject from 'react-date-object';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';
import DatePicker, { type DatePickerRef } from 'react-multi-date-picker';
import 'react-multi-date-picker/styles/layouts/mobile.css';
import { formatJalaliDay } from '../../../lib/format';
import { usePersianCalendarLabels } from '../hooks/use-persian-calendar-labels';
import classes from './jalali-range-input.module.css';

const FORMAT = 'YYYY-MM-DD';

const toDateObject = (day: string) =>
  new DateObject({ date: day, format: FORMAT, calendar: persian, locale: persian_fa });
const toDay = (date: DateObject) => normalizeText(date.format(FORMAT));

interface JalaliRangeInputProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/**
 * A Jalali range (spec section 9: YYYY-MM-DD, range selection). On a phone the calendar opens as
 * the library's centred mobile sheet, so it never runs off a 390 px screen.
 */
export function JalaliRangeInput({ from, to, onChange }: JalaliRangeInputProps) {
  const phone = useMediaQuery('(max-width: 36em)', window.matchMedia('(max-width: 36em)').matches);
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
        calendar={persian}
        locale={persian_fa}
        format={FORMAT}
        dateSeparator=" تا "
        calendarPosition="bottom-right"
        fixMainPosition
        className={phone ? 'rmdp-mobile' : classes.calendar}
        containerStyle={{ display: 'block', width: '100%' }}
        mobileLabels={{ OK: 'تأیید', CANCEL: 'انصراف' }}
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
