import { type KeyboardEvent, type RefObject, useCallback } from 'react';
import type { DatePickerRef } from 'react-multi-date-picker';

const WRAPPER = '.rmdp-wrapper';
const FOCUSABLE = 'button:not([disabled]), [tabindex="0"]';
/** The day the calendar opens on: the chosen one, the start of a chosen range, today, or the first that can be chosen. */
const FIRST_DAY = [
  '.rmdp-day.rmdp-selected',
  '.rmdp-day.rmdp-range.start',
  '.rmdp-day.rmdp-today:not(.rmdp-disabled)',
  '.rmdp-day:not(.rmdp-day-hidden):not(.rmdp-disabled)',
];

const DAYS = '.rmdp-day:not(.rmdp-day-hidden)';
/** Days moved by each key in a right-to-left month (the next day is on the left); a left-to-right one swaps them. */
const STEPS: Record<string, number> = { ArrowLeft: 1, ArrowRight: -1, ArrowUp: -7, ArrowDown: 7 };
const MONTH_KEYS: Record<string, number> = { PageUp: -1, PageDown: 1 };

const monthDays = (calendar: Element) => [...calendar.querySelectorAll<HTMLElement>(`.rmdp-day-picker ${DAYS}`)];

function focusDay(day: HTMLElement | undefined) {
  if (!day) return;
  rove(day);
  day.focus();
}

/**
 * The day `by` days (or `months` months) from `from`, turning the month when it is in another: the library's own
 * arrows find the day by its English label, which the panel gives in Persian (use-persian-calendar-labels.ts).
 */
function moveFocus(from: HTMLElement, by: number, months = 0) {
  const calendar = from.closest('.rmdp-calendar');
  if (!calendar) return;
  const days = monthDays(calendar);
  const at = days.indexOf(from) + by;
  if (months === 0 && at >= 0 && at < days.length) return focusDay(days[at]);
  const forward = months > 0 || at >= days.length;
  const arrow = calendar.querySelector<HTMLElement>(
    forward ? '.rmdp-arrow-container.rmdp-right' : '.rmdp-arrow-container.rmdp-left',
  );
  if (!arrow || arrow.classList.contains('disabled')) return;
  arrow.click();
  requestAnimationFrame(() => {
    const next = monthDays(calendar);
    const index =
      months !== 0 ? Math.min(days.indexOf(from), next.length - 1) : forward ? at - days.length : next.length + at;
    focusDay(next[index]);
  });
}

/** Focus moves among the calendar's days as one stop of the Tab order: the focused day is the one Tab comes back to. */
function rove(day: HTMLElement) {
  const grid = day.closest('.rmdp-day-picker');
  for (const other of grid?.querySelectorAll<HTMLElement>('.rmdp-day[tabindex="0"]') ?? []) {
    if (other !== day) other.setAttribute('tabindex', '-1');
  }
  day.setAttribute('tabindex', '0');
}

/**
 * The keyboard in react-multi-date-picker's calendar (docs/product/screens.md#keyboard-and-accessibility): the library
 * moves among the days with the arrows and picks with Space; this adds Enter to pick, Escape to close the calendar only
 * (never the dialog around it) and Tab kept among the calendar's own controls, and opens it with the focus on a day.
 * `root` holds the calendar (its portal layer or the box around it), `input` takes the focus back.
 */
export function useCalendarKeyboard(
  root: RefObject<HTMLElement | null>,
  picker: RefObject<DatePickerRef | null>,
  input: RefObject<HTMLInputElement | null>,
) {
  /** Closes the calendar with the focus back in the field (the library's close takes it out of the field). */
  const close = useCallback(() => {
    picker.current?.closeCalendar();
    input.current?.focus();
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest(WRAPPER)) input.current?.focus();
    });
  }, [picker, input]);

  /** Opens the calendar and, once it is drawn, puts the focus on its day. */
  const openOnDay = useCallback(() => {
    picker.current?.openCalendar();
    let frames = 0;
    const tryFocus = () => {
      const grid = root.current?.querySelector<HTMLElement>('.rmdp-day-picker');
      const day = FIRST_DAY.map((s) => grid?.querySelector<HTMLElement>(s)).find(Boolean);
      if (day) {
        rove(day);
        day.focus();
      }
      // The popup is drawn hidden until it is placed, and a hidden day takes no focus: tried again until it does.
      if (document.activeElement !== day && frames++ < 60) requestAnimationFrame(tryFocus);
    };
    requestAnimationFrame(tryFocus);
  }, [picker, root]);

  /** On the box around the picker: React brings the calendar's keys here through its portal. */
  const onKeyDownCapture = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const calendar = target.closest(WRAPPER);
      if (!calendar) {
        // Escape in the field while its calendar is open (before the focus reached a day) closes the calendar only.
        if (event.key === 'Escape' && picker.current?.isOpen) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
      }
      const rtl = calendar.querySelector('.rmdp-rtl') !== null;
      const step = STEPS[event.key];
      const months = MONTH_KEYS[event.key];
      if (target.classList.contains('rmdp-day') && (step !== undefined || months !== undefined)) {
        event.preventDefault();
        event.stopPropagation();
        const by = step !== undefined && !rtl && Math.abs(step) === 1 ? -step : (step ?? 0);
        moveFocus(target, by, months ?? 0);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (event.key === 'Enter' && !(target instanceof HTMLButtonElement)) {
        event.preventDefault();
        event.stopPropagation();
        target.click();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        event.stopPropagation();
        const stops = [...calendar.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length);
        const at = stops.indexOf(target);
        stops.at((at + (event.shiftKey ? -1 : 1)) % stops.length)?.focus();
      }
    },
    [close, picker],
  );

  const onFocusCapture = useCallback((event: { target: EventTarget }) => {
    const target = event.target as HTMLElement;
    if (target.classList?.contains('rmdp-day')) rove(target);
  }, []);

  /**
   * The field's own keys: Enter reads what was typed (`commit`) and closes the calendar, ArrowDown opens it on a day,
   * Escape closes it, Tab leaves it once the focus has moved on.
   */
  const onFieldKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>, open: boolean, commit: () => void) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        commit();
        if (open) close();
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        openOnDay();
      } else if (event.key === 'Escape' && open) {
        close();
      } else if (event.key === 'Tab' && open) {
        // Once the focus has moved on: the library's close takes the focus out of the field.
        requestAnimationFrame(() => picker.current?.closeCalendar());
      }
    },
    [close, openOnDay, picker],
  );

  return { openOnDay, close, onKeyDownCapture, onFocusCapture, onFieldKeyDown };
}
