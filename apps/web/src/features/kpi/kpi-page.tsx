import { Grid } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useKpi } from './api/use-kpi.ts';
import { EventsCard } from './components/events-card.tsx';
import { GrowthCard } from './components/growth-card.tsx';
import { PERIOD_KEYS, PeriodChooser } from './components/period-chooser.tsx';
import { RetentionCard } from './components/retention-card.tsx';
import { RevenueCard } from './components/revenue-card.tsx';
import { ReviewCard } from './components/review-card.tsx';
import { SmsCard } from './components/sms-card.tsx';
import { readPeriod } from './period.ts';

/** /kpi: the organisation's key figures for a chosen period against the one before it. */
export function KpiPage() {
  const { t } = useT();
  const { query: address, change } = useUrlQuery(PERIOD_KEYS);
  const { choice, query: period, problem } = readPeriod(address);
  // The growth card's answer (the same call, asked once) names the days the figures are for.
  const answered = useKpi('GET /kpi/growth', period).data?.period;
  return (
    <>
      <PageTitle title={t('kpi.title')} description={t('kpi.description')} />
      <PeriodChooser
        choice={choice}
        range={{ from: address.from, to: address.to }}
        problem={problem}
        answered={period ? answered : undefined}
        change={change}
      />
      <Grid gap="lg">
        <Grid.Col span={12}>
          <GrowthCard period={period} />
        </Grid.Col>
        <Grid.Col span={12}>
          <RetentionCard period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <EventsCard period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <RevenueCard period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SmsCard period={period} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ReviewCard period={period} />
        </Grid.Col>
      </Grid>
    </>
  );
}
