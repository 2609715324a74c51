import { useState, type FormEvent } from 'react';
import { Button, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Competition, Tournament } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { fieldMessage } from '../../../lib/i18n/field-message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useTournamentChoices } from '../api/use-tournament-choices.ts';
import { fromLocalInput } from '../../../lib/zoned-time.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useAddMatch } from '../api/use-match.ts';
import { zoneName } from '../../../lib/zoned-format.ts';

const FORM_ID = 'add-match-form';

type AddMatchDialogProps = {
  competition: Competition;
  event: Tournament;
  onClose: () => void;
  onSaved: (text: string) => void;
};

/** One match by hand: a replay, a final, or the fixtures of a team entered late. */
export function AddMatchDialog({ competition, event, onClose, onSaved }: AddMatchDialogProps) {
  const { t, language } = useT();
  const venues = useTournamentChoices('venues');
  const add = useAddMatch(event.id);
  const teams = competition.entrants.map((e) => ({ value: String(e.id), label: e.name }));
  const lastRound = Math.max(0, ...competition.matches.map((m) => m.round));
  const [homeId, setHomeId] = useState<string | null>(null);
  const [awayId, setAwayId] = useState<string | null>(null);
  const [round, setRound] = useState<number | ''>(lastRound + 1);
  const [venueId, setVenueId] = useState<string | null>(event.venue ? String(event.venue.id) : null);
  const [kickoff, setKickoff] = useState('');
  const [missing, setMissing] = useState<Partial<Record<'homeId' | 'awayId' | 'round', true>>>({});
  const fields = isApiError(add.error) ? add.error.fields : undefined;
  const errorOf = (name: 'homeId' | 'awayId' | 'round' | 'venueId' | 'kickoffAt') =>
    (name !== 'venueId' && name !== 'kickoffAt' && missing[name]
      ? fieldMessage(name === 'round' ? 'OUT_OF_RANGE' : 'CHOICE_UNKNOWN')
      : undefined) ?? fields?.[name];

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const found = {
      ...(!homeId && { homeId: true as const }),
      ...(!awayId && { awayId: true as const }),
      ...(round === '' && { round: true as const }),
    };
    setMissing(found);
    if (!homeId || !awayId || round === '') return;
    const body = {
      homeId: Number(homeId),
      awayId: Number(awayId),
      round,
      venueId: venueId ? Number(venueId) : null,
      kickoffAt: kickoff ? fromLocalInput(kickoff, event.timeZone) : null,
    };
    add.mutate(body, {
      onSuccess: (match) => {
        onSaved(
          t('matchScore.add.added', {
            name: t('widgets.fixture.name', { home: match.home.name, away: match.away.name }),
            round: match.round,
          }),
        );
        onClose();
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('matchScore.add.title')}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={add.isPending}>
            {t('matchScore.add.submit')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('matchScore.add.home')}
              data={teams}
              value={homeId}
              onChange={setHomeId}
              error={errorOf('homeId')}
              searchable
              required
              data-autofocus
            />
            <Select
              label={t('matchScore.add.away')}
              data={teams}
              value={awayId}
              onChange={setAwayId}
              error={errorOf('awayId')}
              searchable
              required
            />
          </SimpleGrid>
          <NumberInput
            label={t('matchScore.add.round')}
            value={round}
            min={1}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            onChange={(next) => setRound(next === '' ? '' : Number(next))}
            error={errorOf('round')}
            required
          />
          <Select
            label={t('matchScore.add.venue')}
            placeholder={t('matchScore.add.noVenue')}
            data={venues.data ?? []}
            value={venueId}
            onChange={setVenueId}
            error={errorOf('venueId')}
            clearable
            searchable
          />
          <TextInput
            type="datetime-local"
            dir="ltr"
            label={t('matchScore.add.kickoff')}
            description={t('matchScore.add.kickoffHint', { zone: zoneName(event.timeZone, language) })}
            value={kickoff}
            onChange={(e) => setKickoff(e.currentTarget.value)}
            error={errorOf('kickoffAt')}
          />
          <FormFailure title={t('matchScore.add.failed')} error={add.error} markedFields={Boolean(fields)} />
        </Stack>
      </form>
    </Modal>
  );
}
