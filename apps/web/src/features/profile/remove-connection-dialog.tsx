import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Connection } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { useRemoveConnection } from '../../lib/queries/connections.ts';
import { TONES } from '../../ui/tone.ts';

const KIND_KEYS = { friend: 'kindFriend', teammate: 'kindTeammate', parent: 'kindParent' } as const;

type RemoveConnectionDialogProps = { connection: Connection | null; onClose: () => void };

/** Ending a connection closes a chat too, so it is asked for twice: here is the second time. */
export function RemoveConnectionDialog({ connection, onClose }: RemoveConnectionDialogProps) {
  const { t } = useT();
  const remove = useRemoveConnection();
  const close = () => {
    remove.reset();
    onClose();
  };
  const name = connection?.full_name ?? '';

  return (
    <Modal
      opened={connection !== null}
      onClose={close}
      title={t('connections.removeDialog.title', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {connection && (
        <Stack gap="md">
          <Text size="sm">
            {t('connections.removeDialog.body', {
              kind: t(`connections.removeDialog.${KIND_KEYS[connection.kind]}`),
            })}
          </Text>
          {remove.error && (
            <Text size="sm" c="red" role="alert">
              {t('connections.errors.notDone')}: {remove.error.message}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
              {t('connections.removeDialog.cancel')}
            </Button>
            <Button
              color={TONES.danger}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { subscriberID: connection.subscriberID, kind: connection.kind },
                  { onSuccess: close },
                )
              }
            >
              {t('connections.removeDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
