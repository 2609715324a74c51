import { Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Competition, StandingsRow } from '@fieldhouse/contract';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useCan } from '../../../lib/queries/menu.ts';
import { DataTable, type DataColumn } from '../../../ui/data-table/index.ts';
import { LotsCard } from './lots-card.tsx';

const FIGURES = [
  'played',
  'won',
  'drawn',
  'lost',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'points',
] as const;
/** Left out on a phone, so the points stay on screen without scrolling: the difference says enough. */
const WIDE_ONLY = new Set<string>(['goalsFor', 'goalsAgainst']);

/** A goal difference with its sign: +3, 0, −2 (in the reader's digits). */
const signed = (value: number) =>
  value > 0 ? `+${formatNumber(value)}` : value < 0 ? `−${formatNumber(-value)}` : formatNumber(0);

/**
 * The standings as the server computes them: position, figures and points, teams level on every
 * tie-breaker sharing a marked position; lots to draw first when only they can separate teams.
 */
export function StandingsTab({ competition, eventId }: { competition: Competition; eventId: number }) {
  const { t } = useT();
  // Lots decide the whole table: only for those who manage the tournament.
  const canEdit = useCan('match.edit') && competition.may.manage;
  const { standings, settings, needsLots } = competition;
  const anyTied = standings.some((row) => row.tied);
  const columns = useStandingsColumns();
  return (
    <Stack gap="md">
      {needsLots.length > 0 && (
        <LotsCard eventId={eventId} groups={needsLots} entrants={competition.entrants} editable={canEdit} />
      )}
      <Card p={0}>
        <Title order={2} size="h4" px="lg" pt="md" pb="sm">
          {t('matches.table.heading')}
        </Title>
        {standings.length === 0 ? (
          <Stack align="center" gap={4} p="xl">
            <Text fw={500}>{t('matches.table.empty')}</Text>
            <Text c="dimmed" size="sm">
              {t('matches.table.emptyHint')}
            </Text>
          </Stack>
        ) : (
          <DataTable
            rows={standings}
            rowKey={(row) => String(row.entrantId)}
            columns={columns}
            label={t('matches.table.label')}
            minWidth={340}
            verticalSpacing="xs"
            horizontalSpacing="xs"
            // A grid of figures reads as a table on a phone too; the goals for and against give way.
            phone={false}
          />
        )}
        <Stack gap={4} px="lg" py="sm">
          {anyTied && (
            <Text size="xs" c="dimmed">
              {t('matches.table.tiedNote')}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('matches.table.rules', {
              ...settings.points,
              breakers: settings.tieBreakers.map((b) => t(`matchSetup.breaker.${b}`)).join(', '),
            })}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

/** Position, team, the figures (abbreviated, each titled in full) and the points. */
function useStandingsColumns(): DataColumn<StandingsRow>[] {
  const { t } = useT();
  return [
    {
      key: 'position',
      header: t('matches.table.position'),
      headerCell: <abbr title={t('matches.table.position')}>{t('matches.table.abbr.position')}</abbr>,
      td: { w: 48 },
      cell: (row) => <Position row={row} />,
    },
    {
      key: 'team',
      header: t('matches.table.team'),
      cell: (row) => (
        <Text size="sm" fw={500} dir="auto">
          {row.name}
        </Text>
      ),
    },
    ...FIGURES.map((figure): DataColumn<StandingsRow> => ({
      key: figure,
      header: t(`matches.table.${figure}`),
      headerCell: <abbr title={t(`matches.table.${figure}`)}>{t(`matches.table.abbr.${figure}`)}</abbr>,
      alignEnd: true,
      nowrap: true,
      visibleFrom: WIDE_ONLY.has(figure) ? 'xs' : undefined,
      td: figure === 'points' ? { fw: 700 } : undefined,
      cell: (row) =>
        figure === 'goalDifference' ? (
          // The sign leads in either direction: "+4", never "4+".
          <bdi dir="ltr">{signed(row.goalDifference)}</bdi>
        ) : (
          formatNumber(row[figure])
        ),
    })),
  ];
}

function Position({ row }: { row: StandingsRow }) {
  const { t } = useT();
  return row.tied ? (
    <Text size="sm" fw={600} span>
      <bdi dir="ltr" aria-hidden>
        {t('matches.table.tied', { position: row.position })}
      </bdi>
      <VisuallyHidden>{t('matches.table.tiedLabel', { position: row.position })}</VisuallyHidden>
    </Text>
  ) : (
    <Text size="sm" fw={600} span>
      {formatNumber(row.position)}
    </Text>
  );
}
