import type { ReactNode } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';

type RowActionsMenuProps = {
  /** Names whose actions they are ("Actions for Sam Lee"). */
  label: string;
  size?: 'lg';
  /** The menu's items. */
  children: ReactNode;
};

/** The "…" button at the end of a row, opening what may be done to it. */
export function RowActionsMenu({ label, size, children }: RowActionsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={size} aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
