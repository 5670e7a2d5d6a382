import { Text } from '@mantine/core';
import { formatJalaliDay, formatTehranTime } from '@/lib/format';

/** A row's moment in a list: its Jalali day (the server's `jdate`), and under it the time in Tehran. */
export function DayAndTime({ jdate, at }: { jdate: string; at: string }) {
  return (
    <>
      <Text size="sm">{formatJalaliDay(jdate)}</Text>
      <Text size="xs" c="dimmed">
        {formatTehranTime(at)}
      </Text>
    </>
  );
}
