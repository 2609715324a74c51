import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  Box,
  Collapse,
  LoadingOverlay,
  Card as MantineCard,
  Title,
  Transition,
  VisuallyHidden,
  type FloatingPosition,
  type MantineSpacing,
} from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { CardOptionsMenu } from './card-options-menu.tsx';
import { CARD_COLLAPSE_MS, CARD_MENU_POSITION, CARD_REMOVE_FADE_MS } from './card-timings.ts';
import { runReload } from './run-reload.ts';
import { useMaximize } from './use-maximize.ts';
import classes from './card.module.css';

export type CardProps = {
  /** Heading, and the name of the card and its options; `Card Title` if none. */
  title?: string;
  /** Replaces the standard header; a card with its own header has no options. */
  header?: ReactNode;
  /** `false` hides the header, and the options with it. */
  withHeader?: boolean;
  /** `false` turns the options menu off. */
  withOptions?: boolean;
  /** Controls shown in the header before the options menu (links, filters). */
  headerActions?: ReactNode;
  /** What Reload does; the overlay stays until its promise settles (else 3,000 ms). */
  onReload?: () => unknown;
  /** Called once the card has faded out after Remove. */
  onRemove?: () => void;
  menuPosition?: FloatingPosition;
  /** Padding around the body; 0 for tables that run edge to edge. */
  bodyPadding?: MantineSpacing;
  /** Fill the height of the grid cell it sits in. */
  fullHeight?: boolean;
  /** Id for the heading, for content labelled by it. */
  headingId?: string;
  children?: ReactNode;
};

/** The kit's card: a titled panel the user can maximize, collapse, reload or remove. */
export function Card({
  title,
  header,
  withHeader = true,
  withOptions = true,
  headerActions,
  onReload,
  onRemove,
  menuPosition = CARD_MENU_POSITION,
  bodyPadding = 'lg',
  fullHeight = false,
  headingId,
  children,
}: CardProps) {
  const { t } = useT();
  const ownId = useId();
  const titleId = headingId ?? `${ownId}-title`;
  const bodyId = `${ownId}-body`;
  const name = title ?? t('widgets.card.defaultTitle');
  const cardRef = useRef<HTMLElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const { maximized, slotHeight, maximize, restore } = useMaximize(cardRef, slotRef);
  const [expanded, setExpanded] = useState(true);
  const [reloading, setReloading] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [gone, setGone] = useState(false);

  const reload = () => {
    setReloading(true);
    void runReload(onReload).then(() => {
      setReloading(false);
      setExpanded(true); // a reloaded card is shown expanded, so its fresh content is seen
    });
  };

  if (gone) return null;
  const standardHeader = withHeader && !header;
  const slotStyle: CSSProperties = { height: slotHeight ?? (fullHeight ? '100%' : undefined) };

  return (
    <Transition
      mounted={!removing}
      transition="fade"
      duration={CARD_REMOVE_FADE_MS}
      onExited={() => {
        setGone(true);
        onRemove?.();
      }}
    >
      {(fade) => (
        <div ref={slotRef} style={{ ...fade, ...slotStyle }}>
          <MantineCard
            ref={cardRef}
            component="section"
            padding={0}
            className={classes.card}
            // A collapsed card keeps its own height instead of stretching to its grid row.
            h={(fullHeight && expanded) || maximized ? '100%' : undefined}
            data-maximized={maximized || undefined}
            aria-labelledby={standardHeader ? titleId : undefined}
            aria-busy={reloading}
            style={{ '--card-collapse-duration': `${CARD_COLLAPSE_MS}ms` }}
          >
            {withHeader && header}
            {standardHeader && (
              <div className={classes.header} data-expanded={expanded || undefined}>
                <Title order={2} size="h4" id={titleId}>
                  {name}
                </Title>
                <div className={classes.actions}>
                  {headerActions}
                  {withOptions && (
                    <CardOptionsMenu
                      title={name}
                      bodyId={bodyId}
                      position={menuPosition}
                      maximized={maximized}
                      expanded={expanded}
                      reloading={reloading}
                      onToggleMaximized={() => (maximized ? void restore() : maximize())}
                      onToggleExpanded={() => setExpanded((value) => !value)}
                      onReload={reload}
                      onRemove={() => {
                        // Back to its place as it fades, which also frees the page's scrolling.
                        if (maximized) void restore();
                        setRemoving(true);
                      }}
                    />
                  )}
                </div>
              </div>
            )}
            <Collapse
              expanded={expanded}
              transitionDuration={CARD_COLLAPSE_MS}
              id={bodyId}
              className={classes.body}
            >
              <Box p={bodyPadding}>{children}</Box>
            </Collapse>
            <LoadingOverlay visible={reloading} zIndex={5} overlayProps={{ blur: 1 }} />
            <VisuallyHidden role="status">
              {reloading ? t('widgets.card.reloading', { title: name }) : ''}
            </VisuallyHidden>
          </MantineCard>
        </div>
      )}
    </Transition>
  );
}
