import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { useSuspensions } from '../api/use-safeguarding.ts';
import { SuspensionButton } from './suspension-button.tsx';

/** Everyone whose chat is suspended now, each with the way to lift it. */
export function SuspensionsCard() {
  const { t } = useT();
  const list = useSuspensions();
  return (
    <Card component="section" aria-labelledby="suspensions-title" mt="md">
      <Title order={2} size="h5" id="suspensions-title" mb="sm">
        {t('safeguarding.suspensions.heading')}
      </Title>
      <ListStates
        list={list}
        loadingLabel={t('safeguarding.loading')}
        failureTitle={t('safeguarding.suspensions.failed')}
      />
      {list.data?.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('safeguarding.suspensions.none')}
        </Text>
      )}
      <Stack gap="xs">
        {list.data?.items.map((s) => (
          <Group key={s.person.subscriberID} justify="space-between" wrap="wrap">
            <div>
              <Text size="sm" fw={500}>
                {s.person.full_name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('safeguarding.suspensions.since', { date: formatDateTime(s.since) })}
                {s.note && ` · ${s.note}`}
              </Text>
            </div>
            <SuspensionButton person={s.person} suspended />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
