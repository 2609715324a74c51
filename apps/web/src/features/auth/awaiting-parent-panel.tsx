import { useEffect, useState } from 'react';
import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { UserStatus } from '@fieldhouse/contract';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { setUserStatus } from '../../lib/session.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { useStatusInfo } from './api/use-status-info.ts';
import { NameParentForm } from './name-parent-form.tsx';
import { CheckAgainButton, StepCard } from './step-card.tsx';

// A parent may answer while the page is open; a look every half minute moves it on by itself.
const RECHECK_MS = 30_000;

/** A signed-in child at status 7: name a parent, then wait for their answer. */
export function AwaitingParentPanel({ fullName }: { fullName: string }) {
  const { t } = useT();
  const info = useStatusInfo(RECHECK_MS);
  const { signOut, pending } = useSignOut();
  const [askingAnother, setAskingAnother] = useState(false);
  const status = info.data?.userStatus;
  const request = info.data?.parentRequest;

  // Once a parent approves, the session check sends the account on (review or the console).
  useEffect(() => {
    if (status !== undefined && status !== UserStatus.awaitingParent) setUserStatus(status);
  }, [status]);

  const naming = info.isSuccess && (!request || askingAnother);
  return (
    <StepCard icon={<IconHourglass size={24} aria-hidden />} title={t('steps.awaitingParent.title')}>
      <Text>
        {t('steps.awaitingParent.needsApproval', { context: fullName ? 'named' : undefined, name: fullName })}
      </Text>
      {info.isPending && <Skeleton height={72} aria-label={t('steps.awaitingParent.checking')} />}
      {info.isError && (
        <QueryError
          title={t('steps.awaitingParent.checkFailed')}
          error={info.error}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      )}
      {naming && (
        <>
          <Text size="sm" c="dimmed">
            {t('steps.awaitingParent.enterMobile')}
          </Text>
          <NameParentForm
            onNamed={() => {
              setAskingAnother(false);
              void info.refetch();
            }}
          />
        </>
      )}
      {request && !askingAnother && (
        <>
          <Text size="sm" role="status">
            {t('steps.awaitingParent.linkSent', {
              mobile: `\u2066${request.parentMobile}\u2069`,
              date: formatDate(request.expiresAt),
            })}
          </Text>
          <Group grow>
            <CheckAgainButton check={info} />
            <Button variant="default" onClick={() => setAskingAnother(true)}>
              {t('steps.awaitingParent.askAnother')}
            </Button>
          </Group>
        </>
      )}
      <Button variant="subtle" onClick={() => void signOut()} loading={pending}>
        {t('common.signOut')}
      </Button>
    </StepCard>
  );
}
