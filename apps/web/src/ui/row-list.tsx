import { createContext, useContext, type ReactNode } from 'react';
import { Box, Group, Stack, UnstyledButton, type MantineSpacing, type StyleProp } from '@mantine/core';
import { Link } from 'react-router';
import classes from './row-list.module.css';

/** How the rows stand apart: a rule above each, rules between, a gap only, or each a box. */
export type RowRules = 'each' | 'between' | 'none' | 'boxed';

type Spacing = StyleProp<MantineSpacing>;

/** The list's default padding for its rows, so each row of a list need not repeat it. */
const RowPadding = createContext<{ px: Spacing; py: Spacing }>({ px: 'lg', py: 'sm' });

type RowListProps = {
  /** The list's name for screen readers, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** An ordered list (`ol`): the order is what it says; `numbered` also shows each row's number. */
  ordered?: boolean | 'numbered';
  rules?: RowRules;
  /** Room between rows (with `none` or `boxed`). */
  gap?: MantineSpacing;
  /** Each row's padding, unless a row says otherwise (the house's: lg across, sm down). */
  px?: Spacing;
  py?: Spacing;
  children: ReactNode;
};

/**
 * The console's one list (every list that is not a table): rows with what leads them (a picture,
 * an icon), a title and its lines, and what trails them (badges, actions). On a phone one block an
 * item, so nothing (an item's actions above all) sits off to the side behind a sideways scroll.
 */
export function RowList({
  label,
  labelledBy,
  ordered = false,
  rules = 'each',
  gap = 0,
  px = 'lg',
  py = 'sm',
  children,
}: RowListProps) {
  return (
    <RowPadding.Provider value={{ px, py }}>
      <Stack
        component={ordered ? 'ol' : 'ul'}
        className={classes.list}
        data-rules={rules}
        data-numbered={ordered === 'numbered' || undefined}
        gap={gap}
        aria-label={label}
        aria-labelledby={labelledBy}
      >
        {children}
      </Stack>
    </RowPadding.Provider>
  );
}

type RowListItemProps = {
  leading?: ReactNode;
  title?: ReactNode;
  /** The lines under the title. */
  children?: ReactNode;
  /** Badges and actions, at the row's far end; under the text when the row is narrow. */
  trailing?: ReactNode;
  /** The row's name for screen readers, or the id of what names it. */
  label?: string;
  labelledBy?: string;
  /** Names the row's content as one group (a person's controls, read as theirs). */
  groupLabel?: string;
  /** The whole row is one target: a button, or a link to `to`. Trailing parts are then no buttons. */
  onClick?: () => void;
  to?: string;
  /** The target's name when its text is not enough (a count of unread messages, say). */
  actionLabel?: string;
  /** The trailing part takes the row's width on a phone (large targets for a thumb). */
  fillTrailing?: boolean;
  /** Top-aligned parts (a tall text beside buttons), and no wrapping (a small icon trailing). */
  align?: 'center' | 'start';
  nowrap?: boolean;
  gap?: MantineSpacing;
  px?: Spacing;
  py?: Spacing;
  /** Extra class on the row's body (a notification's unseen mark, say). */
  className?: string;
  data?: Record<`data-${string}`, string | boolean | undefined>;
};

/** One row of a RowList. */
export function RowListItem({
  leading,
  title,
  children,
  trailing,
  label,
  labelledBy,
  groupLabel,
  onClick,
  to,
  actionLabel,
  align = 'center',
  nowrap = false,
  fillTrailing = false,
  gap = 4,
  px,
  py,
  className,
  data,
}: RowListItemProps) {
  const padding = useContext(RowPadding);
  const body = {
    className: className ? `${classes.body} ${className}` : classes.body,
    'data-align': align,
    'data-nowrap': nowrap || undefined,
    px: px ?? padding.px,
    py: py ?? padding.py,
    ...data,
  };
  const parts = (
    <>
      {leading && <div className={classes.leading}>{leading}</div>}
      <Stack gap={gap} className={classes.main}>
        {title}
        {children}
      </Stack>
      {trailing && (
        <Group gap="xs" wrap="nowrap" className={classes.trailing} data-fill={fillTrailing || undefined}>
          {trailing}
        </Group>
      )}
    </>
  );
  return (
    <li className={classes.row} aria-label={label} aria-labelledby={labelledBy}>
      {to !== undefined ? (
        <UnstyledButton component={Link} to={to} aria-label={actionLabel} {...body}>
          {parts}
        </UnstyledButton>
      ) : onClick ? (
        <UnstyledButton onClick={onClick} aria-label={actionLabel} {...body}>
          {parts}
        </UnstyledButton>
      ) : (
        <Box role={groupLabel ? 'group' : undefined} aria-label={groupLabel} {...body}>
          {parts}
        </Box>
      )}
    </li>
  );
}

/** The table from the `sm` breakpoint up, the rows as blocks below it (both drawn, CSS shows one). */
export function TableOrRows({ table, rows }: { table: ReactNode; rows: ReactNode }) {
  return (
    <>
      <Box visibleFrom="sm">{table}</Box>
      <Box hiddenFrom="sm">{rows}</Box>
    </>
  );
}
