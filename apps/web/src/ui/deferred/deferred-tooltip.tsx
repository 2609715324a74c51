import { cloneElement, useEffect, useState, type ReactElement, type Ref } from 'react';
import type { Tooltip as MantineTooltip, TooltipProps } from '@mantine/core';

type LoadedTooltip = typeof MantineTooltip;
let loaded: LoadedTooltip | null = null;

type TargetProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: React.PointerEvent<HTMLElement>) => void;
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void;
};

/**
 * Mantine's Tooltip, fetched the first time a pointer or the focus reaches its target: until then
 * the target is drawn alone, so the console's first load carries no floating-ui. When the code has
 * come, the tooltip shows if the pointer or focus is still there (the focus is put back on the
 * target, which React draws anew inside the tooltip).
 */
export function DeferredTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { children: ReactElement<TargetProps> }) {
  const [Tooltip, setTooltip] = useState<LoadedTooltip | null>(() => loaded);
  const [shown, setShown] = useState(false);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  // Whether the target had the focus when the code came: the new one takes it over once drawn.
  const [focusBack, setFocusBack] = useState(false);

  useEffect(() => {
    if (Tooltip && focusBack) target?.focus();
  }, [Tooltip, focusBack, target]);

  if (Tooltip)
    return (
      <Tooltip {...props} defaultOpened={shown}>
        {cloneElement(children, { ref: setTarget })}
      </Tooltip>
    );

  const swap = (real: LoadedTooltip) => {
    const focused = target !== null && target === document.activeElement;
    setFocusBack(focused);
    setShown(focused || (target?.matches(':hover') ?? false));
    setTooltip(() => real);
  };
  // Drawn anew inside the tooltip, the target is another element: swapped while it is pressed,
  // the press would end on the new one and the browser would send no click to either (the first
  // click on a header button was lost on a slow connection). So a press ends first.
  const arm = () =>
    void import('./floating.ts').then(({ Tooltip: real }) => {
      loaded = real;
      if (!target?.matches(':active')) return swap(real);
      document.addEventListener('pointerup', () => setTimeout(() => swap(real)), { once: true });
    });
  return cloneElement(children, {
    ref: setTarget,
    onPointerEnter: (event) => {
      children.props.onPointerEnter?.(event);
      arm();
    },
    onFocus: (event) => {
      children.props.onFocus?.(event);
      arm();
    },
  });
}
