import { Card, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Outstanding balances by subscriber: `GET /payment/balances` (the webhook and figures' part). */
export function BalancesCard() {
  const { t } = useT();
  return (
    <Card>
      <Text fw={600} component="h2" size="md">
        {t('payment.balances.heading')}
      </Text>
      <Text c="dimmed" size="sm">
        {t('payment.balances.missing')}
      </Text>
    </Card>
  );
}
