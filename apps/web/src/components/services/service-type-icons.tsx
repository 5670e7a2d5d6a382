import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBolt, IconShieldLock } from '@tabler/icons-react';

interface ServiceTypeIconsProps {
  is_v2ray: boolean;
  is_radius: boolean;
}

/** The type icons of the services table and the package picker: V2Ray link and/or RADIUS/OpenVPN account. */
export function ServiceTypeIcons({ is_v2ray, is_radius }: ServiceTypeIconsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {is_v2ray && (
        <Tooltip label="لینک وی‌توری">
          <ThemeIcon size="sm" variant="light" color="violet" role="img" aria-label="وی‌توری" data-testid="type-v2ray">
            <IconBolt size={14} aria-hidden />
          </ThemeIcon>
        </Tooltip>
      )}
      {is_radius && (
        <Tooltip label="اکانت اوپن‌وی‌پی‌ان">
          <ThemeIcon
            size="sm"
            variant="light"
            color="teal"
            role="img"
            aria-label="اوپن‌وی‌پی‌ان"
            data-testid="type-radius"
          >
            <IconShieldLock size={14} aria-hidden />
          </ThemeIcon>
        </Tooltip>
      )}
    </Group>
  );
}
