import { Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatCount } from '../../../lib/money.ts';
import { periodChange } from '../change.ts';
import { percentText } from '../format.ts';
import classes from '../kpi.module.css';

/** Which way is good news for a figure: more sign-ups, fewer churned; the cost of texts is neither. */
export type GoodWhen = 'up' | 'down' | 'neither';

type ChangeNoteProps = {
  current: number | null;
  previous: number | null;
  /** The previous figure as the page writes it, for the words. */
  previousText: string;
  goodWhen: GoodWhen;
  /** A share (0 to 1) moves by percentage points. */
  share?: boolean;
};

/**
 * The change from the previous period: an arrow, "+12 %" (or "−3 %", "+5 points") and the words
 * "up from 40 the period before", coloured as good or bad news — the words say it without the colour.
 */
export function ChangeNote({ current, previous, previousText, goodWhen, share = false }: ChangeNoteProps) {
  const { t } = useT();
  const change = periodChange(current, previous, share);
  if (change.direction !== 'up' && change.direction !== 'down') {
    return (
      <Text size="sm" className={classes.neutral} data-change={change.direction}>
        <IconMinus size={16} aria-hidden className={classes.arrow} /> {t(`kpi.change.${change.direction}`)}
      </Text>
    );
  }
  const up = change.direction === 'up';
  const tone = goodWhen === 'neither' ? 'neutral' : up === (goodWhen === 'up') ? 'good' : 'bad';
  const Arrow = up ? IconArrowUpRight : IconArrowDownRight;
  const amount =
    change.points !== null
      ? t('kpi.change.points', { count: change.points, points: formatCount(change.points) })
      : percentText(change.percent ?? 0);
  // One line of text that wraps as words do: the arrow and the signed amount stay together.
  return (
    <Text size="sm" className={classes[tone]} data-change={change.direction}>
      <span className={classes.amount}>
        {/* An arrow rising towards the reading direction. */}
        <Arrow size={16} aria-hidden className={`${classes.arrow} fh-mirror-rtl`} />
        {/* A left-to-right isolate keeps the sign with its number inside a right-to-left sentence. */}
        {`\u2066${up ? '+' : '−'}${amount}\u2069`}
      </span>{' '}
      {t(up ? 'kpi.change.up' : 'kpi.change.down', { previous: previousText })}
    </Text>
  );
}
