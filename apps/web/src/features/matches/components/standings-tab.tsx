import { Card, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Competition, StandingsRow } from '@fieldhouse/contract';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useCan } from '../../../lib/queries/menu.ts';
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
const shownOn = (figure: string) => (WIDE_ONLY.has(figure) ? ({ visibleFrom: 'xs' } as const) : {});

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
          <Table.ScrollContainer
            minWidth={340}
            type="native"
            // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
            tabIndex={0}
            role="region"
            aria-label={t('matches.table.label')}
          >
            <Table
              stickyHeader
              verticalSpacing="xs"
              horizontalSpacing="xs"
              striped
              aria-label={t('matches.table.label')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w={48}>
                    <abbr title={t('matches.table.position')}>{t('matches.table.abbr.position')}</abbr>
                  </Table.Th>
                  <Table.Th scope="col">{t('matches.table.team')}</Table.Th>
                  {FIGURES.map((figure) => (
                    <Table.Th key={figure} scope="col" ta="end" {...shownOn(figure)}>
                      <abbr title={t(`matches.table.${figure}`)}>{t(`matches.table.abbr.${figure}`)}</abbr>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {standings.map((row) => (
                  <StandingRow key={row.entrantId} row={row} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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

function StandingRow({ row }: { row: StandingsRow }) {
  const { t } = useT();
  return (
    <Table.Tr>
      <Table.Td>
        {row.tied ? (
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
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500} dir="auto">
          {row.name}
        </Text>
      </Table.Td>
      {FIGURES.map((figure) => (
        <Table.Td key={figure} ta="end" fw={figure === 'points' ? 700 : undefined} {...shownOn(figure)}>
          {figure === 'goalDifference' ? (
            // The sign leads in either direction: "+4", never "4+".
            <bdi dir="ltr">{signed(row.goalDifference)}</bdi>
          ) : (
            formatNumber(row[figure])
          )}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
