import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { SEEDED_ROLES, type Role, type SeededRole } from '@fieldhouse/contract';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { useDeleteRole } from '../api/use-roles.ts';
import { PermissionTree } from './permission-tree.tsx';
import { RoleDialog } from './role-dialogs.tsx';
import { RoleHolders } from './role-holders.tsx';

const isSeeded = (key: string | null): key is SeededRole => key !== null && key in SEEDED_ROLES;

/** A seeded role's purpose in the reader's words while it is still the seeded one; else as written. */
function roleDescription(role: Role, t: ReturnType<typeof useT>['t']): string {
  return isSeeded(role.key) && role.description === SEEDED_ROLES[role.key].description
    ? t(`roles.seeded.${role.key}`)
    : role.description;
}

type RolePanelProps = { role: Role; editable: boolean; onDeleted: () => void };

/** One role: its name, what it grants (a tree of checkboxes) and who holds it. */
export function RolePanel({ role, editable, onDeleted }: RolePanelProps) {
  const { t } = useT();
  const [renaming, setRenaming] = useState(false);
  const remove = useDeleteRole(role.id);
  // Deleting is offered where the server would allow it; it checks again.
  const deletable = editable && !role.key && role.holders === 0;

  return (
    <Card component="section" aria-labelledby="role-title">
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id="role-title">
            {dataName(role.name)}
          </Title>
          {role.description && (
            <Text size="sm" c="dimmed">
              {roleDescription(role, t)}
            </Text>
          )}
          <Group gap="xs">
            <Badge variant="light">{t('roles.holders', { count: role.holders })}</Badge>
            {role.key && <Badge variant="outline">{t('roles.builtIn')}</Badge>}
          </Group>
        </Stack>
        {editable && (
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setRenaming(true)}
            >
              {t('roles.rename')}
            </Button>
            {!role.key && (
              <Button
                variant="light"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                disabled={!deletable}
                title={deletable ? undefined : t('roles.deleteHeld')}
                loading={remove.isPending}
                onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
              >
                {t('roles.delete')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {remove.error && (
        <Alert type="danger" dismissible onClose={() => remove.reset()}>
          {remove.error.message}
        </Alert>
      )}
      <Tabs defaultValue="permissions" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="permissions">{t('roles.permissions')}</Tabs.Tab>
          <Tabs.Tab value="people">{t('roles.people')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="permissions">
          <PermissionTree role={role} editable={editable} />
        </Tabs.Panel>
        <Tabs.Panel value="people">
          <RoleHolders role={role} editable={editable} />
        </Tabs.Panel>
      </Tabs>
      {renaming && (
        <RoleDialog
          opened
          role={role}
          onClose={() => setRenaming(false)}
          onSaved={() => setRenaming(false)}
        />
      )}
    </Card>
  );
}
