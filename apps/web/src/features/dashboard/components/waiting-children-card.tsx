import { Button, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { parentApprovalPath } from '../../../lib/queries/notifications.ts';
import { Card } from '../../../ui/card/card.tsx';
import { QueryError } from '../../../ui/query-error.tsx';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { useWaitingChildren } from '../api/use-waiting-children.ts';

/**
 * A parent's home shows each child waiting for their approval, with the way to it, so the answer
 * does not depend on finding the text message. Nothing shows while no child waits.
 */
export function WaitingChildrenCard() {
  const { t } = useT();
  const waiting = useWaitingChildren();
  if (waiting.isPending || (waiting.isSuccess && waiting.data.children.length === 0)) return null;
  return (
    <Card title={t('dashboard.home.waitingTitle')} onReload={() => waiting.refetch()}>
      {waiting.isError ? (
        <QueryError
          title={t('dashboard.home.waitingFailed')}
          error={waiting.error}
          onRetry={() => void waiting.refetch()}
          retrying={waiting.isFetching}
        />
      ) : (
        <RowList rules="none" gap="sm" px={0} py={0} label={t('dashboard.home.waitingTitle')}>
          {waiting.data.children.map((child) => (
            <RowListItem
              key={child.childId}
              gap={0}
              title={<Text fw={600}>{child.full_name}</Text>}
              trailing={
                <Button
                  component={Link}
                  to={parentApprovalPath(child.childId)}
                  variant="light"
                  rightSection={<IconArrowRight size={16} aria-hidden className="fh-mirror-rtl" />}
                  aria-label={t('dashboard.home.waitingReviewName', { name: child.full_name })}
                >
                  {t('dashboard.home.waitingReview')}
                </Button>
              }
            >
              <Text size="sm" c="dimmed">
                {t('dashboard.home.waitingUntil', { date: formatDate(child.expiresAt) })}
              </Text>
            </RowListItem>
          ))}
        </RowList>
      )}
    </Card>
  );
}
