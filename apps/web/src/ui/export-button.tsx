import { Button, Group, Progress, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import type { DownloadProgress } from '../lib/download-progress.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { Alert } from './alert.tsx';

type Download = Pick<UseMutationResult<void, Error, void>, 'mutate' | 'isPending' | 'error' | 'reset'> & {
  progress: DownloadProgress | null;
};

/**
 * Starts a file download (`useDownload`), and shows how far it has come: a bar and "12,000 of
 * 100,000 rows" while it comes, then how many rows were saved.
 */
export function ExportButton({ download, label }: { download: Download; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {download.progress && <ExportProgress progress={download.progress} />}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {label}
      </Button>
    </Group>
  );
}

function ExportProgress({ progress }: { progress: DownloadProgress }) {
  const { t } = useT();
  if (progress.phase === 'saved') {
    return (
      <Text size="xs" c="dimmed" role="status">
        {t('widgets.export.saved', { count: progress.rows })}
      </Text>
    );
  }
  const known = progress.phase === 'reading' && progress.total !== null && progress.total > 0;
  const share = known ? Math.min(100, Math.round((progress.rows / progress.total!) * 100)) : 100;
  const words =
    progress.phase === 'waiting'
      ? t('widgets.export.waiting')
      : !known || progress.rows > progress.total!
        ? t('widgets.export.rows', { count: progress.rows })
        : t(progress.exact ? 'widgets.export.rowsOf' : 'widgets.export.rowsOfAbout', {
            rows: progress.rows,
            total: progress.total,
          });
  return (
    <Group gap={6} wrap="nowrap">
      <Progress
        value={share}
        animated={!known}
        striped={!known}
        size="sm"
        w={96}
        aria-label={t('widgets.export.progress')}
      />
      <Text size="xs" c="dimmed" data-testid="export-progress" style={{ whiteSpace: 'nowrap' }}>
        {words}
      </Text>
    </Group>
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
