import { Card, Stack, Switch, Text } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { FormFailure } from '../../ui/form-failure.tsx';
import { useOptOut, useSetOptOut } from './api/use-sms.ts';

/** In one's profile: texts from the club that are not urgent, on or off (codes and safety texts still come). */
export function OptOutCard() {
  const { t } = useT();
  const current = useOptOut();
  const set = useSetOptOut();
  return (
    <Card p="lg" component="section" aria-labelledby="sms-opt-out-title">
      <Stack gap="xs">
        <Text fw={600} component="h2" size="md" id="sms-opt-out-title">
          {t('sms.optOut.heading')}
        </Text>
        <Switch
          label={t('sms.optOut.label')}
          description={t('sms.optOut.hint')}
          checked={current.data ? !current.data.optedOut : true}
          disabled={!current.data || set.isPending}
          onChange={(e) => set.mutate(!e.currentTarget.checked)}
        />
        <FormFailure title={t('sms.optOut.failed')} error={set.error} markedFields={false} />
      </Stack>
    </Card>
  );
}
