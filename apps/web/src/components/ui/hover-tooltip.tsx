import { Tooltip } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, type Ref, useRef, useState } from 'react';

type HoverTarget = ReactElement<{
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}>;

/**
 * Mantine's Tooltip (shown while a mouse is over its target, as its default), mounted on the first hover. A mounted
 * Tooltip runs floating-ui's hover, focus, dismiss and position hooks from its first render, which a table row paid
 * for each icon it shows (decision 038).
 */
export function HoverTooltip({ label, children }: { label: string; children: HoverTarget }) {
  const target = useRef<HTMLElement>(null);
  // null until the first hover: no Tooltip yet.
  const [hovered, setHovered] = useState<boolean | null>(null);
  const child = cloneElement(children, {
    ref: target,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') setHovered(false);
    },
  });
  return (
    <>
      {child}
      {hovered !== null && <Tooltip label={label} target={target} opened={hovered} />}
    </>
  );
}
