import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useDownload } from '../../lib/use-download.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';

/**
 * /profile/downloads/:token: where the notification of a large data download leads. The ZIP a job
 * made is saved through the console (the bearer token cannot ride on a plain link), once, within
 * a day; a used or expired link says so and points back to the profile to ask again.
 */
export function DownloadPage() {
  const { t } = useT();
  const { token = '' } = useParams();
  const save = useDownload('GET /profile/exports/:token', () => ({ params: { token } }));
  const gone = isApiError(save.error) && save.error.status === 404;

  return (
    <>
      <PageTitle title={t('profile.download.title')} />
      <Card maw={640}>
        <Stack gap="sm">
          <Text size="sm">{t('profile.download.intro')}</Text>
          {!save.isSuccess && !gone && (
            <Group>
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={save.isPending}
                onClick={() => save.mutate()}
              >
                {t('profile.download.save')}
              </Button>
            </Group>
          )}
          {save.isSuccess && (
            <Alert type="success" role="status">
              {t('profile.data.saved')}
            </Alert>
          )}
          {gone && (
            <Alert type="warning" role="alert">
              {t('profile.download.gone')}{' '}
              <Anchor component={Link} to="/profile" underline="always">
                {t('profile.download.again')}
              </Anchor>
            </Alert>
          )}
          {save.isError && !gone && (
            <Alert type="danger" role="alert">
              {t('profile.data.downloadFailed', { message: save.error.message })}
            </Alert>
          )}
        </Stack>
      </Card>
    </>
  );
}
