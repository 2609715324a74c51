import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { Role } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { QueryError } from '../../../ui/query-error.tsx';
import { PersonList, PersonRow } from '../../../ui/person/person-row.tsx';
import { useAddHolder, useRemoveHolder, useRoleHolders } from '../api/use-roles.ts';

/** Who holds the role, a page at a time; the Super Admin gives it by user name and takes it back. */
export function RoleHolders({ role, editable }: { role: Role; editable: boolean }) {
  const { t } = useT();
  const holders = useRoleHolders(role.id);
  const add = useAddHolder(role.id);
  const remove = useRemoveHolder(role.id);
  const [userName, setUserName] = useState('');
  // Everyone holds at least the Subscriber role: nobody is taken off it, only given another.
  const removable = editable && role.key !== 'subscriber';
  const fieldError = isApiError(add.error) ? add.error.fields?.userName : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(userName.trim(), { onSuccess: () => setUserName('') });
  };

  return (
    <Stack gap="md">
      {editable && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('roles.give')}
              description={t('roles.giveHint')}
              placeholder={t('audit.personPlaceholder')}
              value={userName}
              onChange={(event) => setUserName(event.currentTarget.value)}
              error={fieldError}
              flex={1}
              maw={360}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 42 }}
              loading={add.isPending}
              disabled={!userName.trim()}
            >
              {t('roles.giveButton')}
            </Button>
          </Group>
          {add.error && !fieldError && <Alert type="danger">{add.error.message}</Alert>}
        </form>
      )}
      {remove.error && (
        <Alert type="danger" dismissible onClose={() => remove.reset()}>
          {remove.error.message}
        </Alert>
      )}
      {holders.isError && (
        <QueryError
          title={t('roles.holdersFailed')}
          error={holders.error}
          onRetry={() => void holders.refetch()}
          retrying={holders.isFetching}
        />
      )}
      {holders.data && holders.data.pages[0]?.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('roles.nobody')}
        </Text>
      )}
      <PersonList label={t('roles.holdersOf', { name: role.name })}>
        {holders.data?.pages.flatMap((page) =>
          page.items.map((holder) => (
            <PersonRow
              key={holder.subscriberID}
              person={{
                full_name: holder.fullName,
                user_name: holder.userName,
                profile_image: holder.profileImage,
              }}
              detail={
                <Anchor component={Link} to={`/subscriber/${holder.subscriberID}`} size="xs">
                  {t('subscribers.record.open')}
                </Anchor>
              }
              actions={
                removable && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    loading={remove.isPending && remove.variables === holder.subscriberID}
                    aria-label={t('roles.takeFrom', { name: holder.fullName })}
                    onClick={() => remove.mutate(holder.subscriberID)}
                  >
                    {t('roles.take')}
                  </Button>
                )
              }
            />
          )),
        )}
      </PersonList>
      {holders.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void holders.fetchNextPage()}
          loading={holders.isFetchingNextPage}
        >
          {t('roles.more')}
        </Button>
      )}
    </Stack>
  );
}
