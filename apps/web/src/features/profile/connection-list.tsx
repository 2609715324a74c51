import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isFamilyLink, type Connection } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { PersonList, PersonRow } from '../../ui/person/person-row.tsx';
import { ReportPersonButton } from '../../ui/report-person-button.tsx';
import { RemoveConnectionDialog } from './remove-connection-dialog.tsx';

/** The accepted connections, each removable after a confirmation. */
export function ConnectionList({ connections }: { connections: Connection[] }) {
  const { t } = useT();
  const [removing, setRemoving] = useState<Connection | null>(null);
  const roleText = (connection: Connection) =>
    connection.kind === 'parent' && !isFamilyLink(connection)
      ? `${t(`connections.roles.${connection.role}`)} · ${t('connections.list.byRequest')}`
      : t(`connections.roles.${connection.role}`);
  const removeButton = (connection: Connection) => (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden />}
      aria-label={t('connections.list.removeWho', { name: connection.full_name })}
      onClick={() => setRemoving(connection)}
    >
      {t('connections.list.remove')}
    </Button>
  );

  return (
    <Stack gap={4} component="section" aria-labelledby="connected-title">
      <Title order={3} size="h5" id="connected-title">
        {t('connections.list.title')}
      </Title>
      {connections.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('connections.none')}
        </Text>
      ) : (
        <PersonList labelledBy="connected-title">
          {connections.map((connection) => (
            <PersonRow
              key={`${connection.subscriberID}-${connection.kind}`}
              person={connection}
              detail={roleText(connection)}
              actions={
                // A child's link to a parent is a safeguard: only the parent can end it (the server
                // agrees). One a connection request made is a plain connection either side ends.
                !isFamilyLink(connection) ? (
                  <>
                    <ReportPersonButton person={connection} />
                    {removeButton(connection)}
                  </>
                ) : connection.role === 'child' ? (
                  <>
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={`/profile/children/${encodeURIComponent(connection.subscriberID)}`}
                      aria-label={t('connections.child.openWho', { name: connection.full_name })}
                    >
                      {t('connections.child.open')}
                    </Button>
                    {removeButton(connection)}
                  </>
                ) : (
                  <>
                    <ReportPersonButton person={connection} />
                    <Text size="xs" c="dimmed">
                      {t('connections.list.onlyParent')}
                    </Text>
                  </>
                )
              }
            />
          ))}
        </PersonList>
      )}
      <RemoveConnectionDialog connection={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
