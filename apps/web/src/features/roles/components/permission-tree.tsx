import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { AREAS, actionsOf, isPersonalArea, type AreaKey, type Role } from '@fieldhouse/contract';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { useLeaveGuard } from '../../../ui/leave-guard.tsx';
import { useUpdateRole } from '../api/use-roles.ts';
import classes from '../roles.module.css';
import { RoleWarnings } from './role-warnings.tsx';

// Changing roles stays with the Super Admin: no other role can be given it.
const NOT_GRANTABLE = new Set<string>(['roles.edit']);
// Everyone's own areas (profile, notifications, chat…) belong to no role: every signed-in person holds them.
const AREA_KEYS = (Object.keys(AREAS) as AreaKey[]).filter((area) => !isPersonalArea(area));
// The last word of an action (`subscriber.export` → export), which the catalog words.
type ActionWord = 'view' | 'edit' | 'decide' | 'suspend' | 'text' | 'export' | 'manage' | 'use';
const wordOf = (action: string) => action.slice(action.indexOf('.') + 1) as ActionWord;
const grantable = (area: AreaKey) => actionsOf(area).filter((action) => !NOT_GRANTABLE.has(action));

type PermissionTreeProps = { role: Role; editable: boolean };

/** Every area and its actions as a tree of checkboxes: an area checks or clears all of its actions. */
export function PermissionTree({ role, editable }: PermissionTreeProps) {
  const { t } = useT();
  const fixed = role.key === 'superAdmin';
  const [chosen, setChosen] = useState(() => new Set(role.actions));
  const save = useUpdateRole(role.id);
  const readOnly = fixed || !editable;
  const changed = chosen.size !== role.actions.length || role.actions.some((action) => !chosen.has(action));
  const leave = useLeaveGuard(!readOnly && changed);

  const toggle = (actions: readonly string[], on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      for (const action of actions) {
        if (on) next.add(action);
        else next.delete(action);
      }
      return next;
    });

  return (
    <Stack gap="md">
      {leave.prompt}
      {fixed && <Alert type="info">{t('roles.superAdminFixed')}</Alert>}
      <ul className={classes.tree} aria-label={t('roles.permissions')}>
        {AREA_KEYS.map((area) => {
          const actions = grantable(area);
          if (actions.length === 0) return null;
          const held = actions.filter((action) => fixed || chosen.has(action));
          return (
            <li key={area}>
              <Checkbox
                label={dataName(AREAS[area].title)}
                checked={held.length === actions.length}
                indeterminate={held.length > 0 && held.length < actions.length}
                disabled={readOnly}
                onChange={(event) => toggle(actions, event.currentTarget.checked)}
                fw={600}
              />
              <ul className={classes.actions}>
                {actions.map((action) => (
                  <li key={action}>
                    <Checkbox
                      size="xs"
                      label={t(`roles.action.${wordOf(action)}`)}
                      aria-label={`${dataName(AREAS[area].title)}: ${t(`roles.action.${wordOf(action)}`)}`}
                      checked={fixed || chosen.has(action)}
                      disabled={readOnly}
                      onChange={(event) => toggle([action], event.currentTarget.checked)}
                    />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <Text size="sm" c="dimmed">
        {t('roles.personalNote')}
      </Text>
      {!readOnly && (
        <>
          <RoleWarnings chosen={chosen} />
          {save.error && <Alert type="danger">{save.error.message}</Alert>}
          {save.isSuccess && !changed && (
            <Alert type="success" role="status">
              {t('roles.saved')}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              onClick={() => save.mutate({ actions: [...chosen] })}
              disabled={!changed}
              loading={save.isPending}
            >
              {t('roles.savePermissions')}
            </Button>
            <Button variant="default" onClick={() => setChosen(new Set(role.actions))} disabled={!changed}>
              {t('roles.undo')}
            </Button>
          </Group>
        </>
      )}
      {readOnly && !fixed && (
        <Text size="sm" c="dimmed">
          {t('roles.onlySuperAdmin')}
        </Text>
      )}
    </Stack>
  );
}
