import { Table, type TableScrollContainerProps } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import classes from './scroll-cue.module.css';

interface Hidden {
  /** Columns hidden off the left edge (in RTL: further along), or off the right (back towards the start). */
  left: boolean;
  right: boolean;
}

/** What of the scrolled box is out of sight, on each side (RTL: `scrollLeft` is 0 at the start and negative after). */
function hiddenOf(box: HTMLElement): Hidden {
  const extra = box.scrollWidth - box.clientWidth;
  if (extra <= 1) return { left: false, right: false };
  const moved = Math.abs(box.scrollLeft);
  const rtl = getComputedStyle(box).direction === 'rtl';
  const atStart = moved <= 1;
  const atEnd = moved >= extra - 1;
  return rtl ? { left: !atEnd, right: !atStart } : { left: !atStart, right: !atEnd };
}

/**
 * `Table.ScrollContainer` with a cue where the table is wider than its box (a phone): the edge with hidden columns
 * fades, and a line above the table says «برای دیدن ستون‌های بیشتر بکشید» until the far end is reached
 * (docs/product/screens.md, admin tables on a phone).
 */
export function CuedScrollContainer({ children, ...props }: TableScrollContainerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ left: false, right: false });
  const [reachedEnd, setReachedEnd] = useState(false);

  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = hiddenOf(box);
    setHidden((h) => (h.left === next.left && h.right === next.right ? h : next));
    if (box.scrollWidth - box.clientWidth > 1 && Math.abs(box.scrollLeft) >= box.scrollWidth - box.clientWidth - 1)
      setReachedEnd(true);
  }, []);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const scrolls = hidden.left || hidden.right;
  return (
    <div className={classes.wrap} data-testid="scroll-cue" data-scrolls={scrolls ? '' : undefined}>
      {scrolls && !reachedEnd && (
        <div className={classes.hint} data-testid="scroll-cue-hint">
          <IconArrowsHorizontal size={14} aria-hidden />
          برای دیدن ستون‌های بیشتر بکشید
        </div>
      )}
      <div className={classes.wrap}>
        {hidden.left && <div className={`${classes.fade} ${classes.left}`} data-testid="scroll-cue-fade" aria-hidden />}
        {hidden.right && (
          <div className={`${classes.fade} ${classes.right}`} data-testid="scroll-cue-fade" aria-hidden />
        )}
        <Table.ScrollContainer ref={ref} {...props}>
          {children}
        </Table.ScrollContainer>
      </div>
    </div>
  );
}
