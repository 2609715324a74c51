import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import type { Entrant } from '@fieldhouse/contract';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { useDrawLots } from '../api/use-competition.ts';

type LotsCardProps = {
  eventId: number;
  /** Groups of entrant ids level on everything but lots (the competition's `needsLots`). */
  groups: number[][];
  entrants: Entrant[];
  editable: boolean;
};

/** Teams only a drawing of lots separates: editors record the numbers drawn (1 ranks first). */
export function LotsCard({ eventId, groups, entrants, editable }: LotsCardProps) {
  const { t } = useT();
  const nameOf = (id: number) => entrants.find((e) => e.id === id)?.name ?? '';
  return (
    <Card>
      <Alert type="warning" title={t('matches.lots.title')}>
        {editable ? t('matches.lots.intro') : t('matches.lots.introReadOnly')}
      </Alert>
      <Stack gap="md" mt="md">
        {groups.map((group) =>
          editable ? (
            <LotsForm key={group.join('-')} eventId={eventId} group={group} nameOf={nameOf} />
          ) : (
            <Text key={group.join('-')} size="sm" fw={500}>
              {t('matches.lots.group', { names: group.map(nameOf).join(', ') })}
            </Text>
          ),
        )}
      </Stack>
    </Card>
  );
}

type LotsFormProps = { eventId: number; group: number[]; nameOf: (id: number) => string };

function LotsForm({ eventId, group, nameOf }: LotsFormProps) {
  const { t } = useT();
  const draw = useDrawLots(eventId);
  const [lots, setLots] = useState<Record<number, string | null>>({});
  const [repeated, setRepeated] = useState(false);
  const numbers = group.map((_, i) => ({ value: String(i + 1), label: formatNumber(i + 1) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = group.map((id) => lots[id]);
    if (chosen.some((lot) => !lot) || new Set(chosen).size !== chosen.length) {
      setRepeated(true);
      return;
    }
    setRepeated(false);
    draw.mutate(Object.fromEntries(group.map((id) => [String(id), Number(lots[id])])));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('matches.lots.group', { names: group.map(nameOf).join(', ') })}
    >
      <Text size="sm" fw={600} mb={4}>
        {t('matches.lots.group', { names: group.map(nameOf).join(', ') })}
      </Text>
      <Group gap="sm" align="flex-end">
        {group.map((id) => (
          <Select
            key={id}
            label={t('matches.lots.lot', { name: nameOf(id) })}
            data={numbers}
            value={lots[id] ?? null}
            onChange={(lot) => setLots((old) => ({ ...old, [id]: lot }))}
            w={{ base: '100%', xs: 180 }}
          />
        ))}
        <Button type="submit" loading={draw.isPending}>
          {t('matches.lots.save')}
        </Button>
      </Group>
      {(repeated || draw.error) && (
        <Stack mt="xs">
          <Alert type="danger">
            {repeated
              ? t('matches.lots.repeated')
              : t('matches.lots.failed', { message: draw.error?.message ?? '' })}
          </Alert>
        </Stack>
      )}
    </form>
  );
}
