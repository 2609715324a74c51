import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { MASTER_NAME_MAX, type MasterEntry, type MasterKind } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useCreateEntry, useUpdateEntry } from '../api/use-master.ts';
import { valuesOf, viewOf } from '../master-kinds.tsx';
import { MasterField, text } from './master-field.tsx';

type MasterDialogProps<K extends MasterKind> = {
  kind: K;
  /** The entry to edit; none to make a new one. */
  entry?: MasterEntry<K>;
  onClose: () => void;
};

/** Makes or edits one entry of a kind; the server's objections sit under their fields. */
export function MasterDialog<K extends MasterKind>({ kind, entry, onClose }: MasterDialogProps<K>) {
  const { t } = useT();
  const view = viewOf(kind);
  const create = useCreateEntry(kind);
  const update = useUpdateEntry(kind);
  const save = entry ? update : create;
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    entry ? valuesOf(kind, entry) : { name: '', ...view.empty },
  );
  const set = (name: string, value: unknown) => setValues((old) => ({ ...old, [name]: value }));
  const fields = isApiError(save.error) ? save.error.fields : undefined;
  const coaches =
    entry && 'coaches' in entry
      ? entry.coaches.map((c) => ({ value: c.subscriberID, label: c.fullName }))
      : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = values as never;
    if (entry) update.mutate({ id: entry.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={entry ? t('master.editTitle', { name: entry.name }) : t(`master.new.${kind}`)}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            name="name"
            label={t('master.field.name')}
            value={text(values.name)}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={fields?.name}
            maxLength={MASTER_NAME_MAX}
            required
            data-autofocus
          />
          {view.fields.map((spec) => (
            <MasterField
              key={spec.name}
              spec={spec}
              values={values}
              set={set}
              error={fields?.[spec.name]}
              known={coaches}
            />
          ))}
          <FormFailure title={t('master.saveFailed')} error={save.error} markedFields={Boolean(fields)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel', { defaultValue: 'Cancel' })}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {entry ? t('master.save') : t('master.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
