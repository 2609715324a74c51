import { useState } from 'react';
import { Badge, Button, Card, Grid, NavLink, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { dataName } from '../../lib/i18n/data-name.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useRoles } from './api/use-roles.ts';
import { RoleDialog } from './components/role-dialogs.tsx';
import { RolePanel } from './components/role-panel.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';

/** /roles: every role, what each grants and who holds it; the Super Admin changes them. */
export function RolesPage() {
  const { t } = useT();
  const roles = useRoles();
  const editable = useCan('roles.edit');
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const items = roles.data?.items ?? [];
  // The chosen role lives in the URL, so a reload or a shared link opens it.
  const chosen = items.find((role) => String(role.id) === params.get('role')) ?? items[0];
  const choose = (id: number | null) => setParams(id === null ? {} : { role: String(id) }, { replace: true });

  return (
    <>
      <PageTitle
        title={t('roles.title')}
        description={t('roles.description')}
        actions={
          editable && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              {t('roles.new')}
            </Button>
          )
        }
      />
      {roles.isError && (
        <QueryError
          title={t('roles.failed')}
          error={roles.error}
          onRetry={() => void roles.refetch()}
          retrying={roles.isFetching}
        />
      )}
      {roles.isPending && <LoadingBlock height={360} radius="md" label={t('roles.loading')} />}
      {roles.isSuccess && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Card component="nav" aria-labelledby="roles-list-title" p="xs">
              <Title order={2} size="h5" id="roles-list-title" px="sm" py="xs">
                {t('roles.list')}
              </Title>
              <Stack gap={2}>
                {items.map((role) => (
                  <NavLink
                    key={role.id}
                    component="button"
                    label={dataName(role.name)}
                    active={role.id === chosen?.id}
                    aria-current={role.id === chosen?.id ? 'true' : undefined}
                    onClick={() => choose(role.id)}
                    rightSection={
                      <Badge
                        size="sm"
                        variant="light"
                        aria-label={t('roles.holders', { count: role.holders })}
                      >
                        {role.holders}
                      </Badge>
                    }
                  />
                ))}
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            {chosen && (
              <RolePanel key={chosen.id} role={chosen} editable={editable} onDeleted={() => choose(null)} />
            )}
          </Grid.Col>
        </Grid>
      )}
      {creating && (
        <RoleDialog
          opened
          onClose={() => setCreating(false)}
          onSaved={(role) => {
            setCreating(false);
            choose(role.id);
          }}
        />
      )}
    </>
  );
}
