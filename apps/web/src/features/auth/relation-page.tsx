import { Alert, Anchor, Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { HOME_PATH, type RelationKind } from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { avatarUrl } from '../../lib/avatar.ts';
import { formatDate } from '../../lib/format.ts';
import { useNotifications } from '../../lib/queries/notifications.ts';
import defaultAvatar from '../../ui/default-avatar.svg';
import { QueryError } from '../../ui/query-error.tsx';
import { usePendingFrom, useRespondToConnection } from './api/use-connection-request.ts';

const KIND_TEXT: Record<RelationKind, string> = {
  friend: 'as a friend',
  teammate: 'as a teammate',
  parent: 'as your parent or guardian',
};

/** /auth/relation/{from_id}: where a notification leads — a connection request to answer, or who wrote. */
export function RelationPage() {
  const { fromId = '' } = useParams();
  const pending = usePendingFrom(fromId);
  const respond = useRespondToConnection();
  const { data } = useNotifications();
  const sender = data?.notification.find((notification) => notification.from_id === fromId);
  const noRequest = isApiError(pending.error) && pending.error.code === 'NOT_FOUND';
  const person = pending.data?.from;
  const answered = respond.isSuccess ? (respond.variables.accept ? 'accepted' : 'declined') : null;

  return (
    <Card p="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {person ? 'Connection request' : sender ? `From ${sender.full_name}` : 'Notification sender'}
        </Title>
        {pending.isPending && <Skeleton height={64} aria-label="Loading the request" />}
        {pending.isError && !noRequest && (
          <QueryError
            title="The request could not be loaded"
            error={pending.error}
            onRetry={() => void pending.refetch()}
            retrying={pending.isFetching}
          />
        )}
        {person && pending.data && (
          <Group wrap="nowrap" gap="md">
            <Avatar src={avatarUrl(person.profile_image, defaultAvatar)} alt="" size={48} radius="xl" />
            <Stack gap={2}>
              <Text fw={600}>
                {person.full_name} <bdi dir="ltr">(@{person.user_name})</bdi>
              </Text>
              <Text size="sm" c="dimmed">
                Asked to connect {KIND_TEXT[pending.data.kind]} on {formatDate(pending.data.requestedAt)}
              </Text>
            </Stack>
          </Group>
        )}
        {person && !answered && (
          <Group grow>
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={respond.isPending && respond.variables.accept}
              disabled={respond.isPending}
              onClick={() => respond.mutate({ fromId, accept: true })}
            >
              Accept
            </Button>
            <Button
              variant="default"
              loading={respond.isPending && !respond.variables.accept}
              disabled={respond.isPending}
              onClick={() => respond.mutate({ fromId, accept: false })}
            >
              Decline
            </Button>
          </Group>
        )}
        {respond.isError && (
          <Alert color="red" variant="light" role="alert" title="Your answer was not recorded">
            {respond.error.message}
          </Alert>
        )}
        {answered && (
          <Alert variant="light" color="fieldhouse" icon={<IconInfoCircle aria-hidden />} role="status">
            {answered === 'accepted'
              ? `You and ${person?.full_name ?? 'they'} are now connected.`
              : `You declined the request from ${person?.full_name ?? 'this person'}.`}
          </Alert>
        )}
        {noRequest && (
          <>
            <Text>
              There is no connection request from {sender ? sender.full_name : 'this person'} waiting for you.
            </Text>
            {sender && <Text c="dimmed">“{sender.message.msg}”</Text>}
          </>
        )}
        <Group>
          <Button
            component={Link}
            to="/notifications"
            variant={answered || noRequest ? 'filled' : 'default'}
            leftSection={<IconArrowLeft size={16} aria-hidden className="fh-mirror-rtl" />}
          >
            Back to notifications
          </Button>
          <Anchor component={Link} to={HOME_PATH} size="sm">
            Go to the dashboard
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
