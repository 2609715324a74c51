import { useState } from 'react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Competition, Entrant } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useCan } from '../../../lib/queries/menu.ts';
import { Alert } from '../../../ui/alert.tsx';
import { RemoveButton } from '../../../ui/remove-button.tsx';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { useRemoveEntrant } from '../api/use-competition.ts';
import { AddEntrantForm } from './add-entrant-form.tsx';

/** The entrants: master data teams and one-off names; editors add them and take out one without matches. */
export function TeamsTab({ competition, eventId }: { competition: Competition; eventId: number }) {
  const { t } = useT();
  const canEdit = useCan('match.edit');
  // A coach enters and takes out their own teams; one-off names only in a tournament wholly theirs.
  const { manage, entrantIds } = competition.may;
  const remove = useRemoveEntrant(eventId);
  const [result, setResult] = useState<{ type: 'success' | 'danger'; text: string } | null>(null);
  const { entrants } = competition;

  const takeOut = (entrant: Entrant) => {
    setResult(null);
    remove.mutate(entrant.id, {
      onSuccess: () =>
        setResult({ type: 'success', text: t('matchSetup.teams.removed', { name: entrant.name }) }),
      onError: (error) =>
        setResult({
          type: 'danger',
          text:
            isApiError(error) && error.code === 'IN_USE'
              ? t('matchSetup.teams.inUse', { name: entrant.name })
              : t('matchSetup.teams.removeFailed', { name: entrant.name, message: error.message }),
        }),
    });
  };

  return (
    <Stack gap="md">
      {canEdit && (
        <AddEntrantForm
          eventId={eventId}
          entrants={entrants}
          oneOffs={manage}
          onAdded={(name) => setResult({ type: 'success', text: t('matchSetup.teams.add.added', { name }) })}
        />
      )}
      <Card p={0}>
        <Stack gap={2} px="lg" pt="md" pb="sm">
          <Title order={2} size="h4">
            {t('matchSetup.teams.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('matchSetup.teams.count', { count: entrants.length })}
          </Text>
        </Stack>
        {canEdit && manage && competition.matches.length > 0 && (
          <Stack px="lg" pb="sm">
            <Alert type="info">{t('matchSetup.teams.fixturesMade')}</Alert>
          </Stack>
        )}
        {result && (
          <Stack px="lg" pb="sm">
            <Alert type={result.type} dismissible onClose={() => setResult(null)} key={result.text}>
              {result.text}
            </Alert>
          </Stack>
        )}
        {entrants.length === 0 ? (
          <Stack align="center" gap={4} p="xl">
            <Text fw={500}>{t('matchSetup.teams.empty')}</Text>
            <Text c="dimmed" size="sm" ta="center">
              {t('matchSetup.teams.emptyHint')}
            </Text>
          </Stack>
        ) : (
          <RowList label={t('matchSetup.teams.label')} py="xs">
            {entrants.map((entrant) => (
              <RowListItem
                key={entrant.id}
                nowrap
                title={
                  <Group gap="xs">
                    <Text fw={500} dir="auto">
                      {entrant.name}
                    </Text>
                    <Badge size="sm" variant="default" tt="none">
                      {entrant.teamId === null
                        ? t('matchSetup.teams.oneOff')
                        : t('matchSetup.teams.fromMaster')}
                    </Badge>
                    {entrant.lot !== null && (
                      <Text size="xs" c="dimmed">
                        {t('matchSetup.teams.lot', { lot: entrant.lot })}
                      </Text>
                    )}
                  </Group>
                }
                trailing={
                  canEdit &&
                  (entrantIds.includes(entrant.id) || (manage && entrant.teamId === null)) && (
                    <RemoveButton
                      label={t('matchSetup.teams.removeFor', { name: entrant.name })}
                      icon={<IconTrash size={18} aria-hidden />}
                      loading={remove.isPending && remove.variables === entrant.id}
                      onClick={() => takeOut(entrant)}
                    />
                  )
                }
              />
            ))}
          </RowList>
        )}
      </Card>
    </Stack>
  );
}
