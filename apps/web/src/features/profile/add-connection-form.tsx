import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconUserPlus } from '@tabler/icons-react';
import { relationKindSchema, type RelationKind } from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useAskToConnect } from '../../lib/queries/connections.ts';
import { useSession } from '../../lib/use-session.ts';
import { askErrorText } from './connection-error.ts';

// A parent or guardian link is never asked for (the server refuses it: PARENT_LINK_NOT_BY_REQUEST);
// the field says where one comes from instead.
const KINDS = relationKindSchema.options.filter((kind) => kind !== 'parent');

/** Ask someone to connect by their exact user name; what went wrong is said under the field. */
export function AddConnectionForm() {
  const { t } = useT();
  const session = useSession();
  const ask = useAskToConnect();
  const [userName, setUserName] = useState('');
  const [kind, setKind] = useState<RelationKind>('friend');
  const [problem, setProblem] = useState<string>();
  const [kindProblem, setKindProblem] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('userName') as HTMLInputElement;
    const name = userName.trim();
    setSentTo(undefined);
    setKindProblem(undefined);
    // Said here at once: the server would refuse both anyway.
    const early = !name
      ? t('connections.add.empty')
      : name.toLowerCase() === session.userName.toLowerCase()
        ? t('connections.errors.self')
        : undefined;
    setProblem(early);
    if (early) {
      input.focus();
      return;
    }
    ask.mutate(
      { userName: name, kind },
      {
        onSuccess: ({ to }) => {
          setUserName('');
          setSentTo(to.full_name);
        },
        onError: (error) => {
          // A refusal of the kind is said next to the kind; anything else next to the name.
          if (isApiError(error) && error.code === 'PARENT_LINK_NOT_BY_REQUEST') {
            setKindProblem(askErrorText(error, kind));
            return;
          }
          setProblem(askErrorText(error, kind));
          input.focus();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-connection-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="add-connection-title">
          {t('connections.add.title')}
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            name="userName"
            label={t('connections.add.userName')}
            description={t('connections.add.userNameHint')}
            value={userName}
            error={problem}
            onChange={(event) => {
              setUserName(event.currentTarget.value);
              setProblem(undefined);
            }}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            required
            withAsterisk={false}
            flex="1 1 14rem"
          />
          <NativeSelect
            name="kind"
            label={t('connections.add.kind')}
            value={kind}
            description={t('connections.add.kindHint')}
            error={kindProblem}
            onChange={(event) => {
              setKind(event.currentTarget.value as RelationKind);
              setKindProblem(undefined);
            }}
            data={KINDS.map((value) => ({ value, label: t(`connections.kinds.${value}`) }))}
            flex="1 1 12rem"
          />
        </Group>
        <Group justify="space-between" gap="sm">
          <div aria-live="polite">
            {sentTo && (
              <Group gap={6} wrap="nowrap">
                <IconCircleCheck size={16} color="var(--mantine-color-teal-text)" aria-hidden />
                <Text size="sm">{t('connections.add.sent', { name: sentTo })}</Text>
              </Group>
            )}
          </div>
          <Button type="submit" loading={ask.isPending} leftSection={<IconUserPlus size={16} aria-hidden />}>
            {t('connections.add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
