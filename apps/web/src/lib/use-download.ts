import { useMutation } from '@tanstack/react-query';
import type { EndpointKey, Input } from '@fieldhouse/contract';
import { download } from './api.ts';

/** Saves a file endpoint's answer (a CSV export) for what `input()` gives at the moment of the click. */
export function useDownload<K extends EndpointKey>(key: K, input: () => Input<K>) {
  return useMutation({
    mutationFn: () => download(key, input()),
    // The page says what went wrong beside its button.
    meta: { silent: true },
  });
}
