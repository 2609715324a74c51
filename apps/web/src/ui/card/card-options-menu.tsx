import { lazy } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { useT } from '../../lib/i18n/use-t.ts';
import { DeferredPopup } from '../deferred/deferred-popup.tsx';
import type { CardOptionsMenuProps } from './card-options-dropdown.tsx';

const loadDropdown = () => import('./card-options-dropdown.tsx');
const CardOptionsDropdown = lazy(async () => ({ default: (await loadDropdown()).CardOptionsDropdown }));

/** The card's header options: maximize/restore, collapse/expand, reload, remove. */
export function CardOptionsMenu(props: CardOptionsMenuProps) {
  const { t } = useT();
  const trigger = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t('widgets.card.options', { title: props.title })}
      aria-haspopup="menu"
      aria-expanded={false}
    >
      <IconDotsVertical size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <DeferredPopup
      trigger={trigger}
      preload={loadDropdown}
      popup={<CardOptionsDropdown {...props} trigger={trigger} />}
    />
  );
}
