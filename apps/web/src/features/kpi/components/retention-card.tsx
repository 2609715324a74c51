import { Table, Text, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import type { KpiPeriodQuery, KpiRetentionResponse } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatCount } from '../../../lib/money.ts';
import { useKpi } from '../api/use-kpi.ts';
import { shareText } from '../format.ts';
import classes from '../kpi.module.css';
import { KpiCard } from './kpi-card.tsx';
import { KpiFigure } from './kpi-figure.tsx';

type Cohort = KpiRetentionResponse['cohorts'][number];

/** A cell's shade, 0 (nobody, or no figure) to 4 (nearly everyone stayed). */
const level = (share: number | null) =>
  share === null || share === 0 ? 0 : Math.min(4, 1 + Math.floor(share * 4));

/** The cohort table: a row per sign-up month, the share (and number) still with us each month after. */
function CohortTable({ cohorts }: { cohorts: Cohort[] }) {
  const { t } = useT();
  const months = Math.max(0, ...cohorts.map((c) => c.retained.length));
  return (
    <>
      <Table.ScrollContainer minWidth={months * 96 + 200}>
        <Table withTableBorder withColumnBorders data-chart="retention">
          <caption>
            <VisuallyHidden>{t('kpi.retention.title')}</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('kpi.retention.month')}</Table.Th>
              <Table.Th scope="col">{t('kpi.retention.size')}</Table.Th>
              {Array.from({ length: months }, (_, n) => (
                <Table.Th scope="col" key={n} ta="center">
                  {t('kpi.retention.after', { n: formatCount(n) })}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cohorts.map((cohort) => (
              <Table.Tr key={cohort.month}>
                <Table.Th scope="row">{dayjs(`${cohort.month}-01`).format('MMM YYYY')}</Table.Th>
                <Table.Td>{formatCount(cohort.size)}</Table.Td>
                {Array.from({ length: months }, (_, n) => {
                  const cell = cohort.retained.find((r) => r.monthsAfter === n);
                  return (
                    <Table.Td key={n} className={classes.cell} data-level={cell ? level(cell.share) : 0}>
                      {cell &&
                        t('kpi.retention.cell', {
                          percent: shareText(cell.share),
                          count: formatCount(cell.count),
                        })}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('kpi.retention.legend')}
      </Text>
    </>
  );
}

/** Retention by sign-up month. */
export function RetentionCard({ period }: { period: KpiPeriodQuery | null }) {
  const { t } = useT();
  const answer = useKpi('GET /kpi/retention', period);
  return (
    <KpiCard
      kpi="retention"
      title={t('kpi.retention.title')}
      period={period}
      answer={answer}
      empty={t('kpi.retention.empty')}
      figures={({ totals: { current, previous } }) => (
        <KpiFigure
          label={t('kpi.retention.share')}
          current={current.share}
          previous={previous.share}
          format={shareText}
          share
          goodWhen="up"
          hint={t('kpi.retention.shareHint')}
        />
      )}
      chart={({ cohorts }) => (cohorts.some((c) => c.size > 0) ? <CohortTable cohorts={cohorts} /> : null)}
    />
  );
}
