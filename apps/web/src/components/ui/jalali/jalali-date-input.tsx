import { TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type DateObject from 'react-date-object';
import DatePicker from 'react-multi-date-picker';
import { formatJalaliDay } from '../../../lib/format';
import { JALALI_PICKER, toDateObject, toDay } from './jalali-calendar';
import classes from './jalali-calendar.module.css';
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
 * One Jalali day, shown as every date of the panel is (`۱۴۰۵/۰۹/۰۸`). Its one-month popup opens above dialogs (a
 * portal) and fits a 390 px screen as it is.
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
  return (
    <div>
      <DatePicker
        value={toDateObject(value)}
        onChange={(next: DateObject | null) => {
          if (next) onChange(toDay(next));
        }}
        {...JALALI_PICKER}
        minDate={minDay ? toDateObject(minDay) : undefined}
        className={classes.calendar}
        containerStyle={{ display: 'block', width: '100%' }}
        portal
        portalTarget={layer}
        zIndex={1000}
        render={(_value: string, openCalendar: () => void) => (
          <TextInput
            label={label}
            value={formatJalaliDay(value)}
            onClick={openCalendar}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') openCalendar();
            }}
            readOnly
            leftSection={<IconCalendar size={16} aria-hidden />}
            classNames={{ input: classes.input }}
            data-testid={testId}
          />
        )}
      />
    </div>
  );
}
