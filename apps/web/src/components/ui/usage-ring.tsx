import type { ReactNode } from 'react';

interface UsageRingProps {
  /** 0–100; clamped. */
  percent: number;
  color: 'blue' | 'red';
  label: ReactNode;
  size?: number;
  thickness?: number;
  'data-testid'?: string;
  'data-warning'?: boolean;
}

/**
 * A ring showing how much of something is used, drawn as two SVG circles. Mantine's RingProgress mounts a floating
 * tooltip per section even without one, and each measured every scrolling ancestor on mount: with ten rows that was
 * ~40 ms of forced style work on every services page (decision 033).
 */
export function UsageRing({ percent, color, label, size = 44, thickness = 5, ...data }: UsageRingProps) {
  const value = Math.min(100, Math.max(0, percent));
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const centre = size / 2;
  return (
    <div style={{ position: 'relative', width: size, height: size, flex: 'none' }} {...data}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden
        style={{ transform: 'rotate(-90deg)' }}
      >
        <circle
          cx={centre}
          cy={centre}
          r={radius}
          fill="none"
          stroke="var(--mantine-color-default-border)"
          strokeWidth={thickness}
        />
        {value > 0 && (
          <circle
            cx={centre}
            cy={centre}
            r={radius}
            fill="none"
            stroke={`var(--mantine-color-${color}-filled)`}
            strokeWidth={thickness}
            strokeLinecap="round"
            strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
          />
        )}
      </svg>
      <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {label}
      </div>
    </div>
  );
}
