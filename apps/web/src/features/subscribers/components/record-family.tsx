import { useState } from 'react';
import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconUserPlus, IconUserMinus } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  isFamilyLink,
  type Connection,
  type PendingConnection,
  type SubscriberRecord,
} from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { TheirConnections } from '../../../ui/person/their-connections.tsx';
import { AddParentDialog, RemoveParentDialog } from './parent-link-dialogs.tsx';
import { PendingParent } from './pending-parent.tsx';

type Person = Connection | PendingConnection;
const isConnection = (person: Person): person is Connection => 'role' in person;

/**
 * The record's family tab: the person's connections and requests, each parent link a connection
 * request made flagged for review, and (with `subscriber.edit`, on a subscriber) a parent or
 * guardian added or removed with a reason.
 */
export function RecordFamily({ record }: { record: SubscriberRecord }) {
  const { t } = useT();
  const { profile, can } = record;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Connection | null>(null);
  // A dialog opened afresh starts empty.
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<'added' | 'removed' | null>(null);

  const actionsFor = (person: Person) => {
    const link = isConnection(person) && person.kind === 'parent' ? person : null;
    return (
      <Group gap={6} wrap="nowrap">
        {link && !isFamilyLink(link) && (
          <Badge color="orange" variant="light" size="sm">
            {t('subscribers.record.family.byRequest')}
          </Badge>
        )}
        {link?.role === 'parent' && can.family && (
          <Button
            variant="subtle"
            color="red"
            size="compact-xs"
            leftSection={<IconUserMinus size={14} aria-hidden />}
            aria-label={t('subscribers.record.family.removeWho', { name: person.full_name })}
            onClick={() => {
              setDone(null);
              setRound((n) => n + 1);
              setRemoving(link);
            }}
          >
            {t('subscribers.record.family.remove')}
          </Button>
        )}
        <Button
          component={Link}
          to={`/subscriber/${person.subscriberID}`}
          variant="subtle"
          size="compact-xs"
          aria-label={t('subscribers.open', { name: person.full_name })}
        >
          {t('subscribers.record.open')}
        </Button>
      </Group>
    );
  };

  return (
    <Stack gap="md">
      {record.pendingParent && <PendingParent pending={record.pendingParent} />}
      {can.family && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => {
              setDone(null);
              setRound((n) => n + 1);
              setAdding(true);
            }}
          >
            {t('subscribers.record.family.add')}
          </Button>
        </Group>
      )}
      {done && (
        <Alert type="success" role="status" dismissible onClose={() => setDone(null)}>
          {t(`subscribers.record.family.done.${done}`)}
        </Alert>
      )}
      <TheirConnections record={record} actionsFor={actionsFor} />
      <AddParentDialog
        key={`add-${round}`}
        opened={adding}
        subscriberID={profile.subscriberID}
        childName={profile.full_name}
        onClose={() => setAdding(false)}
        onDone={() => {
          setAdding(false);
          setDone('added');
        }}
      />
      <RemoveParentDialog
        key={`remove-${round}`}
        parent={removing}
        subscriberID={profile.subscriberID}
        childName={profile.full_name}
        onClose={() => setRemoving(null)}
        onDone={() => {
          setRemoving(null);
          setDone('removed');
        }}
      />
    </Stack>
  );
}
