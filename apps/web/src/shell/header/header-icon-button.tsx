import type { ReactNode } from 'react';
import { ActionIcon, Tooltip, type ActionIconProps, type ElementProps } from '@mantine/core';

type HeaderIconButtonProps = ActionIconProps &
  ElementProps<'button'> & {
    /** The button's accessible name, and its tooltip unless `tooltip` says otherwise. */
    label: string;
    tooltip?: string;
    tooltipDisabled?: boolean;
    children: ReactNode;
  };

/** One of the header's round icon buttons: the same size, colour and tooltip for each. */
export function HeaderIconButton({
  label,
  tooltip,
  tooltipDisabled,
  children,
  ...props
}: HeaderIconButtonProps) {
  return (
    <Tooltip label={tooltip ?? label} disabled={tooltipDisabled ?? false}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} {...props}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
