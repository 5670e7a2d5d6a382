import { Paper, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuthUser } from '@/lib/auth-store';

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

/** A store screen for a reseller with the store on; the title and the reason otherwise. */
export function StoreGate({ title, children }: { title: string; children: ReactNode }) {
  const user = useAuthUser();
  if (user?.storeenable) return children;
  return (
    <>
      <Title order={1} size="h3">
        {title}
      </Title>
      <StoreDisabled />
    </>
  );
}
