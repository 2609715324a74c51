import { useEffect } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { UserStatus } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { getSessionSnapshot, setUserStatus } from '../../lib/session.ts';
import { sessionTarget } from '../../lib/session-check.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { useStatusInfo } from './api/use-status-info.ts';
import { CheckAgainButton, StepCard } from './step-card.tsx';

const refused = (status: UserStatus) => status === UserStatus.rejected || status === UserStatus.suspended;

// Staff decide in minutes to days; a look every minute moves an open page on by itself.
const RECHECK_MS = 60_000;

/** /auth/awaiting-review (status 3): staff have not decided yet; the page moves on once they do. */
export function AwaitingReviewPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const { fullName } = useSession();
  const info = useStatusInfo(RECHECK_MS);
  const { signOut, pending } = useSignOut();
  const status = info.data?.userStatus;

  useEffect(() => {
    if (status === undefined || status === UserStatus.awaitingReview || refused(status)) return;
    setUserStatus(status);
    void navigate(sessionTarget(getSessionSnapshot()), { replace: true });
  }, [status, navigate]);

  return (
    <StepCard icon={<IconClipboardCheck size={24} aria-hidden />} title={t('steps.awaitingReview.title')}>
      <Text>
        {t('steps.awaitingReview.verified', { context: fullName ? 'named' : undefined, name: fullName })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('steps.awaitingReview.closeIt')}
      </Text>
      {status !== undefined && refused(status) && (
        <Alert color="red" variant="light" role="alert" title={info.data?.message}>
          {info.data?.reason ?? t('steps.awaitingReview.noReason')} {t('steps.awaitingReview.mistake')}
        </Alert>
      )}
      {info.isError && (
        <QueryError
          title={t('steps.awaitingReview.checkFailed')}
          error={info.error}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      )}
      <Group grow>
        <CheckAgainButton check={info} />
        <Button variant="default" onClick={() => void signOut()} loading={pending}>
          {t('common.signOut')}
        </Button>
      </Group>
    </StepCard>
  );
}
