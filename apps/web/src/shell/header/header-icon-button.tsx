import type { ReactNode } from 'react';
import { ActionIcon, type ActionIconProps, type ElementProps } from '@mantine/core';
import { DeferredTooltip } from '../../ui/deferred/deferred-tooltip.tsx';

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
    <DeferredTooltip label={tooltip ?? label} disabled={tooltipDisabled ?? false}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} {...props}>
        {children}
      </ActionIcon>
    </DeferredTooltip>
  );
}
