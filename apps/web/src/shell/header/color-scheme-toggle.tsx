import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useT } from '../../lib/i18n/use-t.ts';
import { HeaderIconButton } from './header-icon-button.tsx';

/** Light/dark switch; the choice is part of the theme settings, saved with them. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const { t } = useT();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('shell.switchToDark') : t('shell.switchToLight');
  return (
    <HeaderIconButton label={label} onClick={() => setColorScheme(next)}>
      {computed === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </HeaderIconButton>
  );
}
