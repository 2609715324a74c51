import { useState } from 'react';
import { Alert, Avatar, Button, Card, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { PARENT_REASON_MAX_LENGTH, ageOn } from '@fieldhouse/contract';
import { avatarUrl } from '../../lib/avatar.ts';
import { formatDate } from '../../lib/format.ts';
import { clearChildLink, readParentId } from '../../lib/session.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import defaultAvatar from '../../ui/default-avatar.svg';
import { showToast } from '../../ui/toasts.tsx';
import { useParentDecision, useParentRequest } from './api/use-parent.ts';
import { StepCard } from './step-card.tsx';

type ParentApprovalPanelProps = { fullName: string; childId: string };

/** A signed-in parent who followed the link /x?c=…&p=…: see the child, approve or decline, once. */
export function ParentApprovalPanel({ fullName, childId }: ParentApprovalPanelProps) {
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
            title: decision === 'approve' ? 'Approved' : 'Declined',
            message: `${child?.full_name ?? 'Your child'} has been told.`,
          });
          // The request is dealt with: the session check lets this user on to the console.
          clearChildLink();
        },
      },
    );

  return (
    <StepCard icon={<IconUserShield size={24} aria-hidden />} title="Approve your child's account">
      <Text>
        {fullName ? `Hi ${fullName}. A` : 'A'} child has named you as their parent or guardian. Their account
        opens only once you approve it.
      </Text>
      {request.isPending && <Skeleton height={64} aria-label="Loading the request" />}
      {request.isError && (
        <Alert color="red" variant="light" role="alert" title="This request cannot be answered here">
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
                {child.date_of_birth && ` · aged ${ageOn(child.date_of_birth, new Date())}`}
                {child.sport && ` · ${child.sport}`}
              </Text>
              <Text size="xs" c="dimmed">
                Asked on {formatDate(request.data.requestedAt)} · answer by{' '}
                {formatDate(request.data.expiresAt)}
              </Text>
            </Stack>
          </Group>
        </Card>
      )}
      {child && declining && (
        <Textarea
          label="Reason (optional)"
          description="Sent to your child with the answer."
          autosize
          minRows={2}
          maxLength={PARENT_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      {decide.isError && (
        <Alert color="red" variant="light" role="alert" title="Your answer was not recorded">
          {decide.error.message}
        </Alert>
      )}
      {child && !declining && (
        <Group grow>
          <Button onClick={() => answer('approve')} loading={decide.isPending}>
            Approve
          </Button>
          <Button variant="default" onClick={() => setDeclining(true)} disabled={decide.isPending}>
            Decline
          </Button>
        </Group>
      )}
      {child && declining && (
        <Group grow>
          <Button variant="default" onClick={() => setDeclining(false)} disabled={decide.isPending}>
            Back
          </Button>
          <Button color="red.9" onClick={() => answer('decline')} loading={decide.isPending}>
            Decline request
          </Button>
        </Group>
      )}
      <Group grow>
        <Button variant="subtle" onClick={clearChildLink}>
          {child ? 'Decide later' : 'Dismiss'}
        </Button>
        <Button variant="subtle" onClick={() => void signOut()} loading={pending}>
          Sign out
        </Button>
      </Group>
    </StepCard>
  );
}
