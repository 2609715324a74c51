import { Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { KPI_PERIOD_MAX_DAYS, KPI_PRESETS, type KpiPeriod } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatCount } from '../../../lib/money.ts';
import type { UrlQueryChange } from '../../../lib/use-url-query.ts';
import { DateRangeFilter } from '../../../ui/date-range-filter.tsx';
import type { PeriodChoice, PeriodProblem } from '../period.ts';

export const PERIOD_KEYS = ['period', 'from', 'to'] as const;

type PeriodChooserProps = {
  choice: PeriodChoice;
  range: { from?: string | undefined; to?: string | undefined };
  problem: PeriodProblem | null;
  /** The period the figures are for, once the server has answered. */
  answered: KpiPeriod | undefined;
  change: UrlQueryChange<(typeof PERIOD_KEYS)[number]>;
};

/**
 * A preset or the days chosen, kept in the page's address; which days the figures are for and
 * which they are compared with; and why chosen days cannot be asked for, right under them.
 */
export function PeriodChooser({ choice, range, problem, answered, change }: PeriodChooserProps) {
  const { t } = useT();
  const choose = (value: string | null) => {
    if (!value || value === choice) return;
    // Choosing the days starts from the ones shown, so a small change is a small step.
    if (value === 'custom')
      change({ period: 'custom', from: answered?.from ?? null, to: answered?.to ?? null });
    else change({ period: value, from: null, to: null });
  };
  return (
    <Stack gap="xs" mb="lg">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('kpi.period.label')}
          value={choice}
          onChange={choose}
          allowDeselect={false}
          data={[
            ...KPI_PRESETS.map((preset) => ({ value: preset, label: t(`kpi.period.presets.${preset}`) })),
            { value: 'custom', label: t('kpi.period.custom') },
          ]}
          w={{ base: '100%', sm: 200 }}
        />
        {choice === 'custom' && (
          <DateRangeFilter
            fromLabel={t('kpi.period.from')}
            toLabel={t('kpi.period.to')}
            range={range}
            change={(next) => change({ period: 'custom', ...next })}
          />
        )}
      </Group>
      {problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" data-problem={problem}>
          {problem === 'tooLong'
            ? t('kpi.period.tooLong', { days: formatCount(KPI_PERIOD_MAX_DAYS) })
            : t(`kpi.period.${problem}`)}
        </Text>
      )}
      {!problem &&
        (answered ? (
          <Text size="sm" c="dimmed" data-testid="kpi-period">
            {t('kpi.period.compared', {
              from: formatDate(answered.from),
              to: formatDate(answered.to),
              previousFrom: formatDate(answered.previousFrom),
              previousTo: formatDate(answered.previousTo),
            })}
          </Text>
        ) : (
          <Skeleton height={18} width={320} aria-hidden />
        ))}
    </Stack>
  );
}
