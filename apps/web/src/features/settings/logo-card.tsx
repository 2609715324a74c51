import { useRef } from 'react';
import { Button, Card, FileButton, Group, Input, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useT } from '../../lib/i18n/use-t.ts';
import { useOrganisationBrand } from '../../lib/queries/settings.ts';
import { useLogo } from './api/use-settings.ts';

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

/** The organisation's logo: what the menu shows now, upload or replace it, or remove it. */
export function LogoCard() {
  const { t } = useT();
  const { logo } = useOrganisationBrand();
  const { upload, remove } = useLogo();
  const reset = useRef<() => void>(null);
  const failure = upload.error ?? remove.error;

  const choose = (file: File | null) => {
    // Cleared, so choosing the same file again (after fixing it) fires again.
    reset.current?.();
    remove.reset();
    if (file) upload.mutate(file);
  };

  return (
    <Card component="section" aria-labelledby="logo-title">
      <Stack gap="sm">
        <Title id="logo-title" order={2} size="h5">
          {t('settings.logo.title')}
        </Title>
        {logo ? (
          <img
            src={logo}
            alt={t('settings.logo.alt')}
            style={{ maxHeight: 96, maxWidth: 240, objectFit: 'contain' }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.logo.none')}
          </Text>
        )}
        <Group gap="sm">
          <FileButton onChange={choose} accept={PICTURE_TYPES} resetRef={reset}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                loading={upload.isPending}
                aria-describedby="logo-rule"
              >
                {logo ? t('settings.logo.replace') : t('settings.logo.upload')}
              </Button>
            )}
          </FileButton>
          {logo && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={() => {
                upload.reset();
                remove.mutate();
              }}
            >
              {t('settings.logo.remove')}
            </Button>
          )}
        </Group>
        <Text id="logo-rule" size="xs" c="dimmed">
          {t('settings.logo.rule')}
        </Text>
        {failure && <Input.Error role="alert">{failure.message}</Input.Error>}
        {(upload.isSuccess || remove.isSuccess) && (
          <Text size="sm" role="status">
            {upload.isSuccess ? t('settings.logo.saved') : t('settings.logo.removed')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
