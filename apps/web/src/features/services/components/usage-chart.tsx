import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatJalaliDay, formatNumber } from '@/lib/format';
import type { UsageRow } from '../api/get-service-usage';

/** docs/product/rules.md#business-constants-and-limits: 30 px per row. */
const ROW_HEIGHT = 30;
const CHROME_HEIGHT = 70;

/**
 * Daily usage as horizontal bars. SVG text inherits the page's RTL and would draw the day labels over the bars, so
 * the chart itself is LTR; the value axis is reversed so bars still grow from the right, as RTL readers expect.
 */
export function UsageChart({ rows }: { rows: UsageRow[] }) {
  return (
    <div
      data-testid="usage-chart"
      dir="ltr"
      style={{ width: '100%', height: rows.length * ROW_HEIGHT + CHROME_HEIGHT }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 4, bottom: 4, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" reversed tickFormatter={(v: number) => formatNumber(v)} fontSize={12} />
          <YAxis
            type="category"
            dataKey="day"
            orientation="right"
            width={84}
            tickFormatter={(v: string) => formatJalaliDay(v)}
            fontSize={12}
          />
          <Tooltip
            formatter={(value) => `${formatNumber(Number(value))} گیگ`}
            labelFormatter={(label) => formatJalaliDay(String(label))}
          />
          <Legend />
          <Bar dataKey="dgb" name="دانلود" stackId="usage" fill="#1c7ed6" />
          <Bar dataKey="ugb" name="آپلود" stackId="usage" fill="#40c057" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
