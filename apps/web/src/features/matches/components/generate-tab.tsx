import { useState } from 'react';
import {
  Anchor,
  Button,
  Card,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { Competition, FixturesRequest, Tournament } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useTournamentChoices } from '../api/use-tournament-choices.ts';
import { Alert } from '../../../ui/alert.tsx';
import { usePreviewFixtures, useSaveFixtures } from '../api/use-competition.ts';
import { matchesPerRound, roundsFor } from '../fixture-plan.ts';
import { DateListField } from './date-list-field.tsx';
import { FixturePreview } from './fixture-preview.tsx';
import { SlotListField } from './slot-list-field.tsx';

type GenerateTabProps = {
  competition: Competition;
  event: Tournament;
  onOpenTeams: () => void;
  onSaved: (text: string) => void;
  /** The server already has fixtures for this tournament (FIXTURES_EXIST). */
  onTaken: (text: string) => void;
};

/**
 * The round-robin generator: single or double, the dates, kick-off times and venues; the server's
 * preview for review, then saved as it was previewed. Problems show next to the field they concern.
 */
export function GenerateTab({ competition, event, onOpenTeams, onSaved, onTaken }: GenerateTabProps) {
  const { t } = useT();
  const venues = useTournamentChoices('venues');
  const preview = usePreviewFixtures(event.id);
  const save = useSaveFixtures(event.id);
  const [double, setDouble] = useState(false);
  const [dates, setDates] = useState<string[]>([]);
  const [slots, setSlots] = useState<string[]>([]);
  const [venueIds, setVenueIds] = useState<string[]>(event.venue ? [String(event.venue.id)] : []);
  const request: FixturesRequest = { double, dates, slots, venueIds: venueIds.map(Number) };
  // The preview stands for the choices it was asked with; a change makes it stale until asked again.
  const [previewed, setPreviewed] = useState<string | null>(null);
  const current = JSON.stringify(request);
  const stale = preview.data !== undefined && previewed !== current;
  const failure = save.error ?? preview.error;
  const fields = isApiError(failure) ? failure.fields : undefined;
  const exists = isApiError(failure) && failure.code === 'FIXTURES_EXIST';
  const teams = competition.entrants.length;
  const rounds = roundsFor(teams, double);

  const ask = () => {
    save.reset();
    setPreviewed(current);
    preview.mutate(request);
  };
  const store = () =>
    save.mutate(request, {
      onSuccess: (answer) => onSaved(t('matchSetup.generate.saved', { count: answer.matches.length })),
      onError: (error) => {
        if (isApiError(error) && error.code === 'FIXTURES_EXIST') onTaken(t('matchSetup.generate.exist'));
      },
    });

  return (
    <Stack gap="md">
      <Card>
        <Title order={2} size="h4">
          {t('matchSetup.generate.heading')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('matchSetup.generate.intro')}
        </Text>
        <Stack gap="lg">
          {teams < 2 || fields?.entrants ? (
            <Alert type="warning" role={fields?.entrants ? 'alert' : 'status'}>
              {fields?.entrants ?? t('matchSetup.generate.needsTeams')}{' '}
              <Anchor component="button" type="button" inherit onClick={onOpenTeams}>
                {t('matches.tabs.teams')}
              </Anchor>
            </Alert>
          ) : (
            <Text size="sm">
              {t('matchSetup.generate.needs', { rounds, matches: matchesPerRound(teams) })}
            </Text>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="format-label">
              {t('matchSetup.generate.format')}
            </Text>
            <SegmentedControl
              aria-labelledby="format-label"
              value={double ? 'double' : 'single'}
              onChange={(next) => setDouble(next === 'double')}
              data={[
                { value: 'single', label: t('matchSetup.generate.single') },
                { value: 'double', label: t('matchSetup.generate.double') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
          <DateListField value={dates} onChange={setDates} needed={rounds} error={fields?.dates} />
          <SlotListField value={slots} onChange={setSlots} timeZone={event.timeZone} error={fields?.slots} />
          <MultiSelect
            label={t('matchSetup.generate.venues')}
            description={t('matchSetup.generate.venuesHint')}
            data={venues.data ?? []}
            value={venueIds}
            onChange={setVenueIds}
            error={fields?.venueIds}
            searchable
            clearable
            maw={520}
          />
          {failure && !fields && (
            <Alert type="danger" title={t('matchSetup.generate.failed')}>
              {exists ? t('matchSetup.generate.exist') : failure.message}
            </Alert>
          )}
          <Group>
            <Button leftSection={<IconEye size={16} aria-hidden />} loading={preview.isPending} onClick={ask}>
              {t('matchSetup.generate.preview')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {preview.data && !preview.isPending && !preview.error && (
        <FixturePreview
          matches={preview.data}
          timeZone={event.timeZone}
          stale={stale}
          saving={save.isPending}
          onSave={store}
        />
      )}
    </Stack>
  );
}
