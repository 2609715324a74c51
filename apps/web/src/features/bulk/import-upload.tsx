import { Button, Card, FileButton, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useT } from '../../lib/i18n/use-t.ts';
import { FormFailure } from '../../ui/form-failure.tsx';
import { useUpload } from './api/use-import.ts';

/** Step 1: the file, read and kept by the server (which guesses its columns). */
export function ImportUpload({ onUploaded }: { onUploaded: (id: string) => void }) {
  const { t } = useT();
  const upload = useUpload();
  const choose = (file: File | null) => {
    if (file) upload.mutate(file, { onSuccess: (answer) => onUploaded(answer.import.id) });
  };
  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h4">
          {t('bulkImport.upload.title')}
        </Title>
        <Text c="dimmed" id="import-file-hint">
          {t('bulkImport.upload.hint')}
        </Text>
        <FileButton onChange={choose} accept=".csv,text/csv">
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
              aria-describedby="import-file-hint"
              w="fit-content"
            >
              {t('bulkImport.upload.choose')}
            </Button>
          )}
        </FileButton>
        <FormFailure title={t('bulkImport.upload.failed')} error={upload.error} markedFields={false} />
      </Stack>
    </Card>
  );
}
