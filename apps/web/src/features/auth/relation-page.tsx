import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { HOME_PATH } from '@fieldhouse/contract';
import { useNotifications } from '../../lib/queries/notifications.ts';

/** /auth/relation/{from_id}: where a notification leads — who it came from, and the way back. */
export function RelationPage() {
  const { fromId = '' } = useParams();
  const { data } = useNotifications();
  const sender = data?.notification.find((notification) => notification.from_id === fromId);

  return (
    <Card p="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {sender ? `From ${sender.full_name}` : 'Notification sender'}
        </Title>
        <Text>
          This notification was sent by the subscriber with id{' '}
          <Text span ff="monospace" fw={600}>
            {fromId}
          </Text>
          .
        </Text>
        {sender && <Text c="dimmed">“{sender.message.msg}”</Text>}
        <Group>
          <Button
            component={Link}
            to="/notifications"
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
