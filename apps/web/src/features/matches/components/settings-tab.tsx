import { useState, type FormEvent } from 'react';
import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_TIE_BREAKERS, type Competition, type TieBreaker } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { useSaveSettings } from '../api/use-competition.ts';
import { TieBreakerList } from './tie-breaker-list.tsx';

const POINTS = ['win', 'draw', 'loss'] as const;
/** The most points a result may give (the contract's settings schema). */
const POINTS_MAX = 10;

/** Points for a win, draw and loss, and the tie-breakers in order; the table follows them at once. */
export function SettingsTab({ competition, eventId }: { competition: Competition; eventId: number }) {
  const { t } = useT();
  const save = useSaveSettings(eventId);
  const [points, setPoints] = useState<Record<(typeof POINTS)[number], number | ''>>(
    competition.settings.points,
  );
  const [breakers, setBreakers] = useState<TieBreaker[]>(competition.settings.tieBreakers);
  const [saved, setSaved] = useState(false);
  const fields = isApiError(save.error) ? save.error.fields : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const number = (value: number | '') => (value === '' ? -1 : value);
    save.mutate(
      {
        points: { win: number(points.win), draw: number(points.draw), loss: number(points.loss) },
        tieBreakers: breakers,
      },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('matchSetup.settings.heading')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Stack gap={6}>
            <Text fw={500} size="sm">
              {t('matchSetup.settings.points')}
            </Text>
            <SimpleGrid cols={3} spacing="sm" maw={420}>
              {POINTS.map((name) => (
                <NumberInput
                  key={name}
                  label={t(`matchSetup.settings.${name}`)}
                  value={points[name]}
                  min={0}
                  max={POINTS_MAX}
                  allowDecimal={false}
                  allowNegative={false}
                  onChange={(next) =>
                    setPoints((old) => ({ ...old, [name]: next === '' ? '' : Number(next) }))
                  }
                  error={fields?.[`points.${name}`]}
                />
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap={6} maw={560}>
            <Text fw={500} size="sm">
              {t('matchSetup.settings.breakers')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('matchSetup.settings.breakersHint')}
            </Text>
            <TieBreakerList value={breakers} onChange={setBreakers} error={fields?.tieBreakers} />
          </Stack>
          {saved && (
            <Alert type="success" dismissible onClose={() => setSaved(false)}>
              {t('matchSetup.settings.saved')}
            </Alert>
          )}
          <FormFailure
            title={t('matchSetup.settings.failed')}
            error={save.error}
            markedFields={Boolean(fields)}
          />
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {t('matchSetup.settings.save')}
            </Button>
            <Button variant="default" onClick={() => setBreakers([...DEFAULT_TIE_BREAKERS])}>
              {t('matchSetup.settings.reset')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
