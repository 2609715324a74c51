import {
  cloneElement,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/**
 * The popup, arrived: its trigger is drawn anew inside it, so that one takes the focus and the
 * click, and the Menu or Popover opens as if it had been clicked itself (and gives the focus back
 * to it when it closes). The dropdown is in a portal, so the trigger is the box's only child.
 */
function OpenOnArrival({ children }: { children: ReactNode }) {
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const trigger = box.current?.firstElementChild;
    if (trigger instanceof HTMLElement) {
      trigger.focus();
      trigger.click();
    }
  }, []);
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}

/**
 * A control whose Menu or Popover lives in a chunk of its own (`preload` fetches it): a pointer
 * over it or the focus on it starts the fetch, a click draws `popup` (closed, with the same
 * trigger) and opens it. Until then only the trigger is drawn, so the console's first load carries
 * no floating-ui for it.
 */
export function DeferredPopup({
  trigger,
  preload,
  popup,
}: {
  trigger: ReactElement<TriggerProps>;
  preload: () => Promise<unknown>;
  popup: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  if (wanted)
    return (
      <Suspense fallback={trigger}>
        <OpenOnArrival>{popup}</OpenOnArrival>
      </Suspense>
    );
  return cloneElement(trigger, {
    onClick: () => setWanted(true),
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
  });
}
