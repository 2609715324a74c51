import { useEffect } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClipboardCheck, IconRefresh } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { UserStatus } from '@fieldhouse/contract';
import { getSessionSnapshot, setUserStatus } from '../../lib/session.ts';
import { sessionTarget } from '../../lib/session-check.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { useStatusInfo } from './api/use-status-info.ts';
import { StepCard } from './step-card.tsx';

const refused = (status: UserStatus) => status === UserStatus.rejected || status === UserStatus.suspended;

// Staff decide in minutes to days; a look every minute moves an open page on by itself.
const RECHECK_MS = 60_000;

/** /auth/awaiting-review (status 3): staff have not decided yet; the page moves on once they do. */
export function AwaitingReviewPage() {
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
    <StepCard
      icon={<IconClipboardCheck size={24} aria-hidden />}
      title="Thanks, we are reviewing your registration"
    >
      <Text>
        {fullName ? `Hi ${fullName}, your` : 'Your'} phone is verified. Our staff check each new registration
        before the console opens; you will get a text message and a notification when they have.
      </Text>
      <Text size="sm" c="dimmed">
        You can close this page. Sign in again later, or keep it open and it moves on by itself.
      </Text>
      {status !== undefined && refused(status) && (
        <Alert color="red" variant="light" role="alert" title={info.data?.message}>
          {info.data?.reason ?? 'Staff did not give a reason.'} Contact your organisation if you think this is
          a mistake.
        </Alert>
      )}
      {info.isError && (
        <QueryError
          title="Could not check your registration"
          error={info.error}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      )}
      <Group grow>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void info.refetch()}
          loading={info.isFetching}
        >
          Check again
        </Button>
        <Button variant="default" onClick={() => void signOut()} loading={pending}>
          Sign out
        </Button>
      </Group>
    </StepCard>
  );
}
