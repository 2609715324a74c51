import { Alert, Anchor, Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { HOME_PATH } from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { avatarUrl } from '../../lib/avatar.ts';
import { formatDate } from '../../lib/format.ts';
import { notificationText } from '../../lib/i18n/notification-text.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { usePendingFrom, useRespondToConnection } from '../../lib/queries/connections.ts';
import { useNotifications } from '../../lib/queries/notifications.ts';
import defaultAvatar from '../../ui/default-avatar.svg';
import { QueryError } from '../../ui/query-error.tsx';

/** /auth/relation/{from_id}: where a notification leads — a connection request to answer, or who wrote. */
export function RelationPage() {
  const { t } = useT();
  const { fromId = '' } = useParams();
  const pending = usePendingFrom(fromId);
  const respond = useRespondToConnection();
  const { data } = useNotifications();
  const sender = data?.notification.find((notification) => notification.from_id === fromId);
  const answered = respond.isSuccess ? (respond.variables.accept ? 'accepted' : 'declined') : null;
  const noRequest = !answered && isApiError(pending.error) && pending.error.code === 'NOT_FOUND';
  const person = pending.data?.from;
  const name = person?.full_name ?? sender?.full_name ?? t('connections.relation.thisPerson');

  return (
    <Card p="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {person
            ? t('connections.relation.title')
            : sender
              ? t('connections.relation.fromWho', { name: sender.full_name })
              : t('connections.relation.sender')}
        </Title>
        {pending.isPending && <Skeleton height={64} aria-label={t('connections.relation.loading')} />}
        {pending.isError && !noRequest && !answered && (
          <QueryError
            title={t('connections.relation.loadFailed')}
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
                {t(`connections.relation.asked_${pending.data.kind}`, {
                  date: formatDate(pending.data.requestedAt),
                })}
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
              {t('connections.incoming.accept')}
            </Button>
            <Button
              variant="default"
              loading={respond.isPending && !respond.variables.accept}
              disabled={respond.isPending}
              onClick={() => respond.mutate({ fromId, accept: false })}
            >
              {t('connections.incoming.decline')}
            </Button>
          </Group>
        )}
        {respond.isError && (
          <Alert color="red" variant="light" role="alert" title={t('connections.relation.notRecorded')}>
            {respond.error.message}
          </Alert>
        )}
        {answered && (
          <Alert variant="light" color="fieldhouse" icon={<IconInfoCircle aria-hidden />} role="status">
            {t(`connections.relation.${answered}`, { name })}
          </Alert>
        )}
        {noRequest && (
          <>
            <Text>{t('connections.relation.noRequest', { name })}</Text>
            {/* What the notification said, in the reader's language (a person's words as written). */}
            {sender && (
              <Text c="dimmed" dir="auto">
                “{notificationText(sender.message)}”
              </Text>
            )}
          </>
        )}
        <Group>
          <Button
            component={Link}
            to="/notifications"
            variant={answered || noRequest ? 'filled' : 'default'}
            leftSection={<IconArrowLeft size={16} aria-hidden className="fh-mirror-rtl" />}
          >
            {t('connections.relation.back')}
          </Button>
          <Anchor component={Link} to={HOME_PATH} size="sm">
            {t('connections.relation.dashboard')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
