import { useRef, useState } from 'react';
import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconCamera, IconCircleCheck } from '@tabler/icons-react';
import type { Profile } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { usePictureUpload } from './api/use-picture-upload.ts';
import { PICTURE_TYPES, pictureProblem, readPixelCount } from './picture-check.ts';

/** "Change picture": a first check here, then the upload; the server's verdict shows beside it. */
export function PictureUpload({ profile }: { profile: Profile }) {
  const { t } = useT();
  const upload = usePictureUpload(profile);
  const [problem, setProblem] = useState<string>();
  const [checking, setChecking] = useState(false);
  const reset = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    // Cleared, so choosing the same file again (after fixing it) fires again.
    reset.current?.();
    if (!file) return;
    upload.reset();
    setChecking(true);
    const found = pictureProblem(file, await readPixelCount(file));
    setChecking(false);
    setProblem(found && t(`profile.picture.problems.${found}`));
    if (!found) upload.mutate(file, { onError: (error) => setProblem(error.message) });
  };

  return (
    <Stack gap={6} align="center">
      <FileButton onChange={(file) => void choose(file)} accept={PICTURE_TYPES.join(',')} resetRef={reset}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            size="sm"
            leftSection={<IconCamera size={16} aria-hidden />}
            loading={checking || upload.isPending}
            aria-describedby={problem ? 'picture-error picture-hint' : 'picture-hint'}
          >
            {t('profile.picture.change')}
          </Button>
        )}
      </FileButton>
      <Text id="picture-hint" size="xs" c="dimmed">
        {t('profile.picture.rule')}
      </Text>
      {problem && (
        <Input.Error id="picture-error" role="alert">
          {problem}
        </Input.Error>
      )}
      {upload.isSuccess && (
        <Group gap={6} wrap="nowrap" role="status">
          <IconCircleCheck size={16} color="var(--mantine-color-teal-text)" aria-hidden />
          <Text size="sm">{t('profile.picture.saved')}</Text>
        </Group>
      )}
    </Stack>
  );
}
