import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useAskDeletion, useDataDownload, useDeletionState } from '../../lib/queries/data-rights.ts';
import { Alert } from '../alert.tsx';
import { Modal } from '../modal.tsx';
import { TONES } from '../tone.ts';

/**
 * A person's data rights, on their profile or (with `childId`) a parent's page of their child:
 * download all the data as a ZIP, and ask staff to delete the account (a confirm dialog first).
 */
export function DataRightsCard({ childId, name }: { childId?: string; name: string }) {
  const { t } = useT();
  const ofChild = childId !== undefined;
  const data = useDataDownload(childId);
  const state = useDeletionState(childId);
  const ask = useAskDeletion(childId);
  const [confirming, setConfirming] = useState(false);
  const request = state.data?.request ?? null;

  return (
    <Card component="section" aria-labelledby="data-rights-title">
      <Title order={2} size="h4" id="data-rights-title" mb="xs">
        {t(ofChild ? 'profile.data.childTitle' : 'profile.data.title', { name })}
      </Title>
      <Stack gap="sm">
        <Text size="sm">{t('profile.data.downloadIntro')}</Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={data.isPending}
            onClick={() => data.mutate()}
          >
            {t('profile.data.download')}
          </Button>
        </Group>
        {data.isSuccess && (
          <Alert type={data.data ? 'info' : 'success'} role="status">
            {t(data.data ? 'profile.data.queued' : 'profile.data.saved')}
          </Alert>
        )}
        {data.isError && (
          <Alert type="danger" role="alert">
            {t('profile.data.downloadFailed', { message: data.error.message })}
          </Alert>
        )}
        <Text size="sm">{t(ofChild ? 'profile.data.deleteIntroChild' : 'profile.data.deleteIntro')}</Text>
        {request?.status === 'pending' && (
          <Alert type="info" role="status">
            {t('profile.data.pending', { date: formatDate(request.requestedAt) })}
          </Alert>
        )}
        {request?.status === 'declined' && (
          <Alert type="warning">{t('profile.data.declined', { reason: request.reason ?? '' })}</Alert>
        )}
        {request?.status !== 'pending' && (
          <Group>
            <Button
              // A plain button with a red glyph: outlined or tinted red text is too faint on a dark card.
              variant="default"
              leftSection={<IconTrash size={16} color="var(--mantine-color-red-6)" aria-hidden />}
              onClick={() => {
                ask.reset();
                setConfirming(true);
              }}
            >
              {t('profile.data.delete')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('profile.data.confirmTitle')}
        footer={
          <>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color={TONES.danger}
              loading={ask.isPending}
              onClick={() => ask.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            >
              {t('profile.data.confirm')}
            </Button>
          </>
        }
      >
        <Stack gap="sm">
          <Text size="sm">{t('profile.data.confirmText', { name })}</Text>
          {ask.isError && (
            <Alert type="danger" role="alert">
              {ask.error.message}
            </Alert>
          )}
        </Stack>
      </Modal>
    </Card>
  );
}
