import type { ReactElement } from 'react';
import { Menu, type FloatingPosition } from '@mantine/core';
import { IconMaximize, IconMinimize, IconMinus, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useT } from '../../lib/i18n/use-t.ts';
import { TONES } from '../tone.ts';

export type CardOptionsMenuProps = {
  title: string;
  bodyId: string;
  position: FloatingPosition;
  maximized: boolean;
  expanded: boolean;
  reloading: boolean;
  onToggleMaximized: () => void;
  onToggleExpanded: () => void;
  onReload: () => void;
  onRemove: () => void;
};

/** The card's options menu itself, fetched when first opened (card-options-menu.tsx draws its button). */
export function CardOptionsDropdown(props: CardOptionsMenuProps & { trigger: ReactElement }) {
  const { t } = useT();
  const { maximized, expanded } = props;
  return (
    // No focus placeholder: axe counts it as a child a menu may not have.
    <Menu position={props.position} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>{props.trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={
            maximized ? <IconMinimize size={16} aria-hidden /> : <IconMaximize size={16} aria-hidden />
          }
          onClick={props.onToggleMaximized}
        >
          {maximized ? t('widgets.card.restore') : t('widgets.card.maximize')}
        </Menu.Item>
        <Menu.Item
          leftSection={expanded ? <IconMinus size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />}
          aria-expanded={expanded}
          aria-controls={props.bodyId}
          onClick={props.onToggleExpanded}
        >
          {expanded ? t('widgets.card.collapse') : t('widgets.card.expand')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconRefresh size={16} aria-hidden />}
          disabled={props.reloading}
          onClick={props.onReload}
        >
          {t('widgets.card.reload')}
        </Menu.Item>
        <Menu.Item
          color={TONES.danger}
          // The theme's error red reads at 4.5:1 in both schemes; Mantine's red does not on dark.
          c="var(--mantine-color-error)"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={props.onRemove}
        >
          {t('widgets.card.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
