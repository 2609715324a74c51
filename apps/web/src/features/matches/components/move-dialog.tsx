import { useState, type FormEvent } from 'react';
import { Button, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Match, MatchChange } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { withChosen } from '../../../lib/queries/event-choices.ts';
import { useTournamentChoices } from '../api/use-tournament-choices.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/zoned-time.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useChangeMatch } from '../api/use-match.ts';
import { zoneName } from '../../../lib/zoned-format.ts';

type Change = 'move' | 'postpone' | 'cancel';
const FORM_ID = 'move-match-form';

type MoveDialogProps = {
  match: Match;
  timeZone: string;
  onClose: () => void;
  onSaved: (text: string) => void;
};

/** Moves a match to a new time or venue (on the tournament's clock), postpones it or calls it off. */
export function MoveDialog({ match, timeZone, onClose, onSaved }: MoveDialogProps) {
  const { t, language } = useT();
  const venues = useTournamentChoices('venues');
  const change = useChangeMatch();
  const [what, setWhat] = useState<Change>(
    match.status === 'postponed' ? 'postpone' : match.status === 'cancelled' ? 'cancel' : 'move',
  );
  const [kickoff, setKickoff] = useState(toLocalInput(match.kickoffAt, timeZone));
  const [venueId, setVenueId] = useState(match.venue ? String(match.venue.id) : null);
  const fields = isApiError(change.error) ? change.error.fields : undefined;
  const name = t('widgets.fixture.name', { home: match.home.name, away: match.away.name });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: MatchChange =
      what === 'move'
        ? {
            status: 'scheduled',
            kickoffAt: kickoff ? fromLocalInput(kickoff, timeZone) : null,
            venueId: venueId ? Number(venueId) : null,
          }
        : { status: what === 'postpone' ? 'postponed' : 'cancelled' };
    change.mutate(
      { id: match.id, body },
      {
        onSuccess: () => {
          onSaved(t('matchScore.move.saved', { name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('matchScore.move.title', { name })}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            loading={change.isPending}
            color={what === 'cancel' ? 'red' : undefined}
          >
            {t('matchScore.move.submit')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group label={t('matchScore.move.what')} value={what} onChange={setWhat}>
            <Stack gap="xs" mt="xs">
              {(['move', 'postpone', 'cancel'] as const).map((value) => (
                <Radio key={value} value={value} label={t(`matchScore.move.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {what === 'move' && (
            <>
              <TextInput
                type="datetime-local"
                dir="ltr"
                name="kickoffAt"
                label={t('matchScore.move.kickoff')}
                description={t('matchScore.move.kickoffHint', { zone: zoneName(timeZone, language) })}
                value={kickoff}
                error={fields?.kickoffAt}
                onChange={(e) => setKickoff(e.currentTarget.value)}
              />
              <Select
                name="venueId"
                label={t('matchScore.move.venue')}
                placeholder={t('matchScore.move.noVenue')}
                data={withChosen(venues.data, [match.venue])}
                value={venueId}
                onChange={setVenueId}
                error={fields?.venueId}
                clearable
                searchable
              />
            </>
          )}
          {what !== 'move' && (
            <Text size="sm">
              {t(what === 'postpone' ? 'matchScore.move.postponeHint' : 'matchScore.move.cancelHint')}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('matchScore.move.told')}
          </Text>
          <FormFailure
            title={t('matchScore.move.failed')}
            error={change.error}
            markedFields={Boolean(fields)}
          />
        </Stack>
      </form>
    </Modal>
  );
}
