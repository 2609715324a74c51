import { Button, Divider, Drawer, Stack, Switch, Text } from '@mantine/core';
import {
  BAR_COLORS,
  DEFAULT_PREFERENCES,
  ICON_COLORS,
  type BarColor,
  type IconColor,
  type Preferences,
} from '@fieldhouse/contract';
import { choosePreferences } from '../../app/preferences/preferences-store.ts';
import { usePreferences } from '../../app/preferences/use-preferences.ts';
import { directionOf } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ColorChoice } from './color-choice.tsx';
import { SegmentedChoice } from './segmented-choice.tsx';

// Each language is named in itself, so a reader finds theirs whatever is shown now.
const LANGUAGE_NAMES = { en: 'English', ar: 'العربية' } as const;

const barColor = (fallback: string) => (choice: BarColor) =>
  choice === 'default' ? fallback : `var(--fh-bar-${choice})`;
const iconColor = (choice: IconColor) =>
  choice === 'default' ? 'var(--fh-nav-text)' : `var(--fh-icon-${choice})`;

const SWITCHES = ['menuCollapsed', 'fixedHeader', 'fixedMenu', 'boxedLayout', 'menuImage'] as const;

/** Every theme option in one panel; each change applies at once and is saved to the account. */
export function ThemeSettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useT();
  const preferences = usePreferences();
  const choose = (patch: Partial<Preferences>) => choosePreferences(patch);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // The end side, away from the menu (Mantine mirrors it in right-to-left).
      position="right"
      size={340}
      title={
        <Text component="span" fw={600}>
          {t('theme.settings')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="xs" c="dimmed">
          {t('theme.savedHint')}
        </Text>
        <SegmentedChoice
          label={t('theme.layout')}
          value={preferences.menuLayout}
          data={[
            { value: 'vertical', label: t('theme.vertical') },
            { value: 'horizontal', label: t('theme.horizontal') },
          ]}
          onChange={(menuLayout) => choose({ menuLayout })}
          description={t('theme.horizontalWideOnly')}
        />
        <SegmentedChoice
          label={t('theme.colorScheme')}
          value={preferences.colorScheme}
          data={[
            { value: 'light', label: t('theme.light') },
            { value: 'dark', label: t('theme.dark') },
          ]}
          onChange={(colorScheme) => choose({ colorScheme })}
        />
        <SegmentedChoice
          label={t('theme.menuTone')}
          value={preferences.menuTone}
          data={[
            { value: 'dark', label: t('theme.dark') },
            { value: 'light', label: t('theme.light') },
          ]}
          onChange={(menuTone) => choose({ menuTone })}
        />
        <SegmentedChoice
          label={t('theme.language')}
          value={preferences.language}
          data={[
            { value: 'en', label: LANGUAGE_NAMES.en },
            { value: 'ar', label: LANGUAGE_NAMES.ar },
          ]}
          // A language brings its reading direction; the direction can still be changed below.
          onChange={(language) => choose({ language, direction: directionOf(language) })}
        />
        <SegmentedChoice
          label={t('theme.direction')}
          value={preferences.direction}
          data={[
            { value: 'ltr', label: t('theme.ltr') },
            { value: 'rtl', label: t('theme.rtl') },
          ]}
          onChange={(direction) => choose({ direction })}
        />
        <Divider />
        {SWITCHES.map((key) => (
          <Switch
            key={key}
            label={t(`theme.${key}`)}
            checked={preferences[key]}
            onChange={(event) => choose({ [key]: event.currentTarget.checked })}
          />
        ))}
        <Divider />
        <ColorChoice
          label={t('theme.menuColor')}
          choices={BAR_COLORS}
          value={preferences.menuColor}
          onChange={(menuColor) => choose({ menuColor })}
          colorOf={barColor(preferences.menuTone === 'light' ? 'var(--mantine-color-body)' : '#1f2a3d')}
        />
        <ColorChoice
          label={t('theme.headerColor')}
          choices={BAR_COLORS}
          value={preferences.headerColor}
          onChange={(headerColor) => choose({ headerColor })}
          colorOf={barColor('var(--mantine-color-body)')}
        />
        <ColorChoice
          label={t('theme.iconColor')}
          choices={ICON_COLORS}
          value={preferences.iconColor}
          onChange={(iconColor) => choose({ iconColor })}
          colorOf={iconColor}
        />
        <Divider />
        <Button
          variant="default"
          // The language stays: resetting the look should not switch what the user reads.
          onClick={() =>
            choose({
              ...DEFAULT_PREFERENCES,
              language: preferences.language,
              direction: directionOf(preferences.language),
            })
          }
        >
          {t('theme.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
