import { lazy, Suspense } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useT } from '../../lib/i18n/use-t.ts';

// The panel is only wanted now and then, so its code loads when first opened.
const ThemeSettingsDrawer = lazy(async () => ({
  default: (await import('./theme-settings-drawer.tsx')).ThemeSettingsDrawer,
}));

/** The header button that opens the theme settings panel. */
export function ThemeSettingsButton() {
  const { t } = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const label = t('theme.settings');
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={open}
        >
          <IconAdjustmentsHorizontal size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <ThemeSettingsDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
