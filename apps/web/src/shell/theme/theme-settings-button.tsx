import { lazy, Suspense } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useT } from '../../lib/i18n/use-t.ts';
import { HeaderIconButton } from '../header/header-icon-button.tsx';

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
      <HeaderIconButton label={label} aria-haspopup="dialog" aria-expanded={opened} onClick={open}>
        <IconAdjustmentsHorizontal size={20} aria-hidden />
      </HeaderIconButton>
      {opened && (
        <Suspense fallback={null}>
          <ThemeSettingsDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
