import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_FIELD, type OrganisationSettingsInput } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { settingsQuery } from '../../../lib/queries/settings.ts';

/** `PUT /settings`: the shell and this page take the answer at once (other consoles by the live channel). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganisationSettingsInput) => call('PUT /settings', { body }),
    onSuccess: (answer) => queryClient.setQueryData(settingsQuery.queryKey, answer),
    // The form shows the failure beside its fields.
    meta: { silent: true },
  });
}

/** `POST /settings/logo` (multipart) and `DELETE /settings/logo`; the settings are read again after either. */
export function useLogo() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(AVATAR_FIELD, file, file.name);
      return call('POST /settings/logo', { body: form });
    },
    onSuccess: refresh,
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: () => call('DELETE /settings/logo', {}),
    onSuccess: refresh,
    meta: { silent: true },
  });
  return { upload, remove };
}
