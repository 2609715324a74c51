import { Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FixturePreview as Fixture } from '@fieldhouse/contract';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatDayInZone, formatTimeInZone } from '../../../lib/zoned-format.ts';
import { Alert } from '../../../ui/alert.tsx';

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
      <Table.ScrollContainer
        minWidth={560}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t('matchSetup.generate.previewLabel')}
      >
        <Table stickyHeader striped verticalSpacing={6} aria-label={t('matchSetup.generate.previewLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('matchScore.add.round')}</Table.Th>
              <Table.Th scope="col">{t('matchScore.move.kickoff')}</Table.Th>
              <Table.Th scope="col">{t('matchScore.add.venue')}</Table.Th>
              <Table.Th scope="col">{t('matchScore.add.home')}</Table.Th>
              <Table.Th scope="col">{t('matchScore.add.away')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {matches.map((m, i) => (
              <Table.Tr key={`${m.round}-${m.home.id}-${m.away.id}-${i}`}>
                <Table.Td>{formatNumber(m.round)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {when(m.kickoffAt, formatDayInZone)} {when(m.kickoffAt, formatTimeInZone)}
                </Table.Td>
                <Table.Td>{m.venue?.name}</Table.Td>
                <Table.Td dir="auto">{m.home.name}</Table.Td>
                <Table.Td dir="auto">{m.away.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
