import { Paper } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/empty-state';

/** Without the store flag the server answers 403; the screen says why instead of calling it. */
export function StoreDisabled() {
  return (
    <Paper withBorder radius="md">
      <EmptyState
        icon={IconBuildingStore}
        title="فروشگاه برای حساب شما فعال نیست"
        description="برای راه‌اندازی فروشگاه با پشتیبانی تماس بگیرید."
        testId="store-disabled"
      />
    </Paper>
  );
}
