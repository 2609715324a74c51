import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, type Role } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useCreateRole, useUpdateRole } from '../api/use-roles.ts';

type RoleFormProps = {
  opened: boolean;
  onClose: () => void;
  /** The role to rename; none to make a new one. */
  role?: Role;
  onSaved: (role: Role) => void;
};

/** Names (or renames) a role and says what it is for. */
export function RoleDialog({ opened, onClose, role, onSaved }: RoleFormProps) {
  const { t } = useT();
  const create = useCreateRole();
  const update = useUpdateRole(role?.id ?? 0);
  const save = role ? update : create;
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const fields = isApiError(save.error) ? save.error.fields : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name, description }, { onSuccess: (answer) => onSaved(answer.role) });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={role ? t('roles.renameTitle') : t('roles.newTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('roles.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fields?.name}
            maxLength={ROLE_NAME_MAX}
            required
            data-autofocus
          />
          <Textarea
            label={t('roles.descriptionLabel')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={fields?.description}
            maxLength={ROLE_DESCRIPTION_MAX}
            autosize
            minRows={2}
          />
          {save.error && !fields && <Alert type="danger">{save.error.message}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel', { defaultValue: 'Cancel' })}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {role ? t('roles.saveName') : t('roles.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
