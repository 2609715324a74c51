import { Button } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { Alert } from './alert.tsx';

type Download = Pick<UseMutationResult<void, Error, void>, 'mutate' | 'isPending' | 'error' | 'reset'>;

/** Starts a file download (`useDownload`); shows a spinner while the file comes. */
export function ExportButton({ download, label }: { download: Download; label: string }) {
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      {label}
    </Button>
  );
}

/** What went wrong with a download, in words, until dismissed. */
export function ExportFailure({ download, text }: { download: Download; text: (message: string) => string }) {
  if (!download.error) return null;
  return (
    <Alert type="danger" dismissible onClose={() => download.reset()}>
      {text(download.error.message)}
    </Alert>
  );
}
