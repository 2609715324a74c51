import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { EndpointKey, Input } from '@fieldhouse/contract';
import { download } from './api.ts';
import type { DownloadProgress } from './download-progress.ts';

/**
 * Saves a file endpoint's answer (a CSV export) for what `input()` gives at the moment of the
 * click, with how far it has come (`progress`: null before the first click and after a failure).
 */
export function useDownload<K extends EndpointKey>(key: K, input: () => Input<K>) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async () => {
      await download(key, input(), { onProgress: setProgress });
    },
    onError: () => setProgress(null),
    // The page says what went wrong beside its button.
    meta: { silent: true },
  });
  return { ...mutation, progress };
}
