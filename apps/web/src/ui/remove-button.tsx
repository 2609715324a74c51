import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';

type RemoveButtonProps = {
  /** Names what goes ("Remove Sam Lee"). */
  label: string;
  /** The icon, drawn at 18 px and hidden from screen readers. */
  icon: ReactNode;
  loading: boolean;
  onClick: () => void;
};

/** The red icon button at the end of a list's line that takes the item out. */
export function RemoveButton({ label, icon, loading, onClick }: RemoveButtonProps) {
  return (
    <ActionIcon variant="subtle" color="red" size="lg" aria-label={label} loading={loading} onClick={onClick}>
      {icon}
    </ActionIcon>
  );
}
