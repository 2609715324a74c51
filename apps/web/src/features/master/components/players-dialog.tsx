import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { TEAM_PLAYERS_MAX, type MasterEntry, type TeamPlayer } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { QueryError } from '../../../ui/query-error.tsx';
import { RemoveButton } from '../../../ui/remove-button.tsx';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { useCan } from '../../../lib/queries/menu.ts';
import { useAddPlayer, useRemovePlayer, useTeamPlayers } from '../api/use-team-players.ts';
import { AnnounceForm } from './announce-form.tsx';
import { LoadingBlock } from '../../../ui/loading-block.tsx';

type PlayersDialogProps = { team: MasterEntry<'teams'>; editable: boolean; onClose: () => void };

/**
 * A team's players: whose My fixtures list the team's matches, and who hears when one moves or
 * gets a result (and their parents). Editors add an active subscriber by user name, or take one off.
 */
export function PlayersDialog({ team, editable, onClose }: PlayersDialogProps) {
  const { t } = useT();
  const players = useTeamPlayers(team.id);
  const remove = useRemovePlayer(team.id);
  const [said, setSaid] = useState<string | null>(null);
  const count = players.data?.length ?? 0;
  // Coaches (and staff) announce; the server holds it to the teams a coach coaches.
  const announces = useCan('match.edit');

  const takeOff = (player: TeamPlayer) => {
    setSaid(null);
    remove.mutate(player.subscriberID, {
      onSuccess: () => setSaid(t('master.players.removed', { name: player.fullName })),
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('master.players.title', { team: team.name })}
      footer={
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('master.players.intro')}
        </Text>
        {editable && <AddPlayerForm teamId={team.id} full={count >= TEAM_PLAYERS_MAX} onAdded={setSaid} />}
        {said && (
          <Alert type="success" dismissible onClose={() => setSaid(null)} key={said}>
            {said}
          </Alert>
        )}
        {remove.error && (
          <Alert type="danger" dismissible onClose={() => remove.reset()}>
            {t('master.players.removeFailed', { message: remove.error.message })}
          </Alert>
        )}
        {announces && <AnnounceForm teamId={team.id} />}
        {players.isPending && <LoadingBlock height={80} label={t('master.players.loading')} />}
        {players.isError && (
          <QueryError
            title={t('master.players.failed')}
            error={players.error}
            onRetry={() => void players.refetch()}
            retrying={players.isFetching}
          />
        )}
        {players.data && (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('master.players.count', { total: count, max: TEAM_PLAYERS_MAX })}
            </Text>
            {count === 0 ? (
              <Text size="sm" c="dimmed">
                {editable ? t('master.players.empty') : t('master.players.emptyReadOnly')}
              </Text>
            ) : (
              <RowList label={t('master.players.list', { team: team.name })} px={0} py={6}>
                {players.data.map((player) => (
                  <RowListItem
                    key={player.subscriberID}
                    nowrap
                    gap={0}
                    title={
                      <Text size="sm" fw={500}>
                        {player.fullName}
                      </Text>
                    }
                    trailing={
                      editable && (
                        <RemoveButton
                          label={t('master.players.remove', { name: player.fullName })}
                          icon={<IconUserMinus size={18} aria-hidden />}
                          loading={remove.isPending && remove.variables === player.subscriberID}
                          onClick={() => takeOff(player)}
                        />
                      )
                    }
                  >
                    <Text size="xs" c="dimmed">
                      <bdi dir="ltr">@{player.userName}</bdi>
                      {player.dateOfBirth &&
                        ` · ${t('master.players.born', { date: formatDate(player.dateOfBirth) })}`}
                    </Text>
                  </RowListItem>
                ))}
              </RowList>
            )}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

type AddPlayerFormProps = { teamId: number; full: boolean; onAdded: (text: string) => void };

function AddPlayerForm({ teamId, full, onAdded }: AddPlayerFormProps) {
  const { t } = useT();
  const add = useAddPlayer(teamId);
  const [userName, setUserName] = useState('');
  const fieldError = isApiError(add.error) ? add.error.fields?.userName : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = userName.trim().replace(/^@/, '');
    if (!name) return;
    add.mutate(name, {
      onSuccess: (answer) => {
        const added = answer.items.find((p) => p.userName.toLowerCase() === name.toLowerCase());
        onAdded(t('master.players.added', { name: added?.fullName ?? name }));
        setUserName('');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('master.players.userName')}
          description={t('master.players.userNameHint')}
          value={userName}
          onChange={(e) => setUserName(e.currentTarget.value)}
          error={fieldError}
          dir="ltr"
          autoComplete="off"
          disabled={full}
          data-autofocus
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          loading={add.isPending}
          disabled={full || !userName.trim()}
        >
          {t('master.players.add')}
        </Button>
      </Group>
      {add.error && !fieldError && (
        <Alert type="danger" role="alert">
          {add.error.message}
        </Alert>
      )}
    </form>
  );
}
