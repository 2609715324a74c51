import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FixturePreview as Fixture } from '@fieldhouse/contract';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatDayInZone, formatTimeInZone } from '../../../lib/zoned-format.ts';
import { Alert } from '../../../ui/alert.tsx';
import { DataTable, type DataColumn } from '../../../ui/data-table/index.ts';

type FixturePreviewProps = {
  matches: Fixture[];
  timeZone: string;
  /** The form changed since: saving would not save this. */
  stale: boolean;
  saving: boolean;
  onSave: () => void;
};

/** The rounds the server would make, for review before they are saved. */
export function FixturePreview({ matches, timeZone, stale, saving, onSave }: FixturePreviewProps) {
  const { t, language } = useT();
  const rounds = new Set(matches.map((m) => m.round)).size;
  const when = (iso: string | null, shown: typeof formatDayInZone) =>
    iso ? shown(iso, timeZone, language) : '';
  const columns: DataColumn<Fixture>[] = [
    { key: 'round', header: t('matchScore.add.round'), phone: 'aside', cell: (m) => formatNumber(m.round) },
    {
      key: 'kickoff',
      header: t('matchScore.move.kickoff'),
      nowrap: true,
      phone: 'title',
      cell: (m) => `${when(m.kickoffAt, formatDayInZone)} ${when(m.kickoffAt, formatTimeInZone)}`,
    },
    { key: 'venue', header: t('matchScore.add.venue'), cell: (m) => m.venue?.name },
    { key: 'home', header: t('matchScore.add.home'), td: { dir: 'auto' }, cell: (m) => m.home.name },
    { key: 'away', header: t('matchScore.add.away'), td: { dir: 'auto' }, cell: (m) => m.away.name },
  ];
  return (
    <Card p={0}>
      <Group justify="space-between" px="lg" pt="md" pb="sm" gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('matchSetup.generate.previewHeading')}
          </Title>
          <Text size="sm" c="dimmed" role="status">
            {t('matchSetup.generate.previewSummary', { count: matches.length, rounds })}
          </Text>
        </div>
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={saving}
          disabled={stale}
          onClick={onSave}
        >
          {t('matchSetup.generate.save')}
        </Button>
      </Group>
      {stale && (
        <Group px="lg" pb="sm">
          <Alert type="warning">{t('matchSetup.generate.previewStale')}</Alert>
        </Group>
      )}
      <DataTable
        rows={matches}
        rowKey={(m) => `${m.round}-${m.home.id}-${m.away.id}-${m.kickoffAt ?? ''}`}
        columns={columns}
        label={t('matchSetup.generate.previewLabel')}
        minWidth={560}
        verticalSpacing={6}
      />
    </Card>
  );
}
