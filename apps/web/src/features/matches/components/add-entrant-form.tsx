import { useState, type FormEvent } from 'react';
import { Button, Card, Group, SegmentedControl, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Entrant, EntrantCreate } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useTournamentChoices } from '../api/use-tournament-choices.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { useAddEntrant } from '../api/use-competition.ts';

type Source = 'team' | 'name';

type AddEntrantFormProps = {
  eventId: number;
  entrants: Entrant[];
  /** Whether a one-off name may be entered (a coach: only in a tournament wholly theirs). */
  oneOffs: boolean;
  onAdded: (name: string) => void;
};

/**
 * Enters a master data team (its players then see its fixtures; a coach chooses among their own)
 * or a one-off name.
 */
export function AddEntrantForm({ eventId, entrants, oneOffs, onAdded }: AddEntrantFormProps) {
  const { t } = useT();
  const teams = useTournamentChoices('teams');
  const add = useAddEntrant(eventId);
  const [source, setSource] = useState<Source>('team');
  const [teamId, setTeamId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const fields = isApiError(add.error) ? add.error.fields : undefined;
  const entered = new Set(entrants.map((e) => String(e.teamId)));
  const choices = (teams.data ?? []).filter((team) => !entered.has(team.value));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body: EntrantCreate = source === 'team' ? { teamId: Number(teamId) } : { name };
    const shown = source === 'team' ? (choices.find((c) => c.value === teamId)?.label ?? '') : name.trim();
    add.mutate(body, {
      onSuccess: () => {
        setTeamId(null);
        setName('');
        onAdded(shown);
        // Ready for the next one: a tournament is entered team after team.
        (form.elements.namedItem(source === 'team' ? 'teamId' : 'name') as HTMLElement | null)?.focus();
      },
    });
  };

  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('matchSetup.teams.add.heading')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {oneOffs && (
            <SegmentedControl
              aria-label={t('matchSetup.teams.add.source')}
              value={source}
              onChange={(next) => {
                setSource(next === 'name' ? 'name' : 'team');
                add.reset();
              }}
              data={[
                { value: 'team', label: t('matchSetup.teams.add.master') },
                { value: 'name', label: t('matchSetup.teams.add.name') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
          <Group align="flex-end" gap="sm">
            {source === 'team' ? (
              <Select
                name="teamId"
                label={t('matchSetup.teams.add.team')}
                description={t('matchSetup.teams.add.teamHint')}
                placeholder={t('matchSetup.teams.add.pick')}
                data={choices}
                value={teamId}
                onChange={setTeamId}
                nothingFoundMessage={t('matchSetup.teams.add.nothing')}
                error={fields?.teamId}
                searchable
                w={{ base: '100%', sm: 320 }}
              />
            ) : (
              <TextInput
                name="name"
                label={t('matchSetup.teams.add.nameLabel')}
                description={t('matchSetup.teams.add.nameHint')}
                value={name}
                maxLength={80}
                onChange={(e) => setName(e.currentTarget.value)}
                error={fields?.name}
                w={{ base: '100%', sm: 320 }}
              />
            )}
            <Button
              type="submit"
              loading={add.isPending}
              disabled={source === 'team' ? !teamId : !name.trim()}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('matchSetup.teams.add.submit')}
            </Button>
          </Group>
          <FormFailure
            title={t('matchSetup.teams.add.failed')}
            error={fields ? null : add.error}
            markedFields={false}
          />
        </Stack>
      </form>
    </Card>
  );
}
