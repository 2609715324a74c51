import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SubscriberRecord } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';

/** A child waiting for a parent's approval: who was asked (their record, when they have one) and until when. */
export function PendingParent({ pending }: { pending: NonNullable<SubscriberRecord['pendingParent']> }) {
  const { t } = useT();
  const mobile = <bdi dir="ltr">{pending.mobile}</bdi>;
  return (
    <Alert type="info" role="status" title={t('subscribers.record.family.pendingTitle')}>
      <Text size="sm">
        {pending.subscriberID && pending.fullName ? (
          <Anchor component={Link} to={`/subscriber/${pending.subscriberID}`} size="sm">
            {pending.fullName}
          </Anchor>
        ) : (
          t('subscribers.record.family.pendingNoAccount')
        )}{' '}
        · {mobile}
      </Text>
      <Text size="sm" c="dimmed">
        {t('subscribers.record.family.pendingWhen', {
          asked: formatDate(pending.requestedAt),
          until: formatDate(pending.expiresAt),
        })}
      </Text>
    </Alert>
  );
}
