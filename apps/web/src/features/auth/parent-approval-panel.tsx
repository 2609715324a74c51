import { useState } from 'react';
import { Alert, Avatar, Button, Card, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { PARENT_REASON_MAX_LENGTH, ageOn } from '@fieldhouse/contract';
import { avatarUrl } from '../../lib/avatar.ts';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { clearChildLink, readParentId } from '../../lib/session.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import defaultAvatar from '../../ui/default-avatar.svg';
import { showToast } from '../../ui/toasts.tsx';
import { useParentDecision, useParentRequest } from './api/use-parent.ts';
import { StepCard } from './step-card.tsx';

type ParentApprovalPanelProps = { fullName: string; childId: string };

/** A signed-in parent who followed the link /x?c=…&p=…: see the child, approve or decline, once. */
export function ParentApprovalPanel({ fullName, childId }: ParentApprovalPanelProps) {
  const { t } = useT();
  const ids = { childId, parentId: readParentId() ?? '' };
  const request = useParentRequest(ids);
  const decide = useParentDecision();
  const { signOut, pending } = useSignOut();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const child = request.data?.child;

  const answer = (decision: 'approve' | 'decline') =>
    decide.mutate(
      { ...ids, decision, ...(decision === 'decline' && reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          showToast({
            title:
              decision === 'approve'
                ? t('steps.parentApproval.approved')
                : t('steps.parentApproval.declined'),
            message: t('steps.parentApproval.told', {
              name: child?.full_name ?? t('steps.parentApproval.yourChild'),
            }),
          });
          // The request is dealt with: the session check lets this user on to the console.
          clearChildLink();
        },
      },
    );

  return (
    <StepCard icon={<IconUserShield size={24} aria-hidden />} title={t('steps.parentApproval.title')}>
      <Text>
        {t('steps.parentApproval.intro', { context: fullName ? 'named' : undefined, name: fullName })}
      </Text>
      {request.isPending && <Skeleton height={64} aria-label={t('steps.parentApproval.loading')} />}
      {request.isError && (
        <Alert color="red" variant="light" role="alert" title={t('steps.parentApproval.cannotAnswer')}>
          {request.error.message}
        </Alert>
      )}
      {child && request.data && (
        <Card withBorder shadow="none" p="sm">
          <Group wrap="nowrap" gap="md">
            <Avatar src={avatarUrl(child.profile_image, defaultAvatar)} alt="" size={48} radius="xl" />
            <Stack gap={2}>
              <Text fw={600}>{child.full_name}</Text>
              <Text size="sm" c="dimmed">
                <bdi dir="ltr">@{child.user_name}</bdi>
                {child.date_of_birth &&
                  ` · ${t('steps.parentApproval.aged', { age: ageOn(child.date_of_birth, new Date()) })}`}
                {child.sport && ` · ${child.sport}`}
              </Text>
              <Text size="xs" c="dimmed">
                {t('steps.parentApproval.askedOn', {
                  asked: formatDate(request.data.requestedAt),
                  due: formatDate(request.data.expiresAt),
                })}
              </Text>
            </Stack>
          </Group>
        </Card>
      )}
      {child && declining && (
        <Textarea
          label={t('steps.parentApproval.reason')}
          description={t('steps.parentApproval.reasonHint')}
          autosize
          minRows={2}
          maxLength={PARENT_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      {decide.isError && (
        <Alert color="red" variant="light" role="alert" title={t('steps.parentApproval.notRecorded')}>
          {decide.error.message}
        </Alert>
      )}
      {child && !declining && (
        <Group grow>
          <Button onClick={() => answer('approve')} loading={decide.isPending}>
            {t('steps.parentApproval.approve')}
          </Button>
          <Button variant="default" onClick={() => setDeclining(true)} disabled={decide.isPending}>
            {t('steps.parentApproval.decline')}
          </Button>
        </Group>
      )}
      {child && declining && (
        <Group grow>
          <Button variant="default" onClick={() => setDeclining(false)} disabled={decide.isPending}>
            {t('steps.parentApproval.back')}
          </Button>
          <Button color="red.9" onClick={() => answer('decline')} loading={decide.isPending}>
            {t('steps.parentApproval.declineRequest')}
          </Button>
        </Group>
      )}
      <Group grow>
        <Button variant="subtle" onClick={clearChildLink}>
          {child ? t('steps.parentApproval.decideLater') : t('steps.parentApproval.dismiss')}
        </Button>
        <Button variant="subtle" onClick={() => void signOut()} loading={pending}>
          {t('common.signOut')}
        </Button>
      </Group>
    </StepCard>
  );
}
