import type { ReactNode } from 'react';
import { Button, Card, Center, Loader, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useT } from '../../lib/i18n/use-t.ts';

/** `titleId`: the heading's id, for a form inside to be named by it. */
type StepCardProps = { icon: ReactNode; title: string; titleId?: string; children: ReactNode };

/** The frame of a sign-in step that replaces the form (approval, waiting). */
export function StepCard({ icon, title, titleId, children }: StepCardProps) {
  return (
    <Card p="xl">
      <Stack gap="md">
        <ThemeIcon size={44} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** While a step's code loads: the card's place, so the page does not jump. */
export function StepFallback() {
  const { t } = useT();
  return (
    <Card p="xl" mih={240}>
      <Center mih={200}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    </Card>
  );
}

/** Asks the server again whether the step is done (a review decided, a parent's approval given). */
export function CheckAgainButton({ check }: { check: { refetch: () => unknown; isFetching: boolean } }) {
  const { t } = useT();
  return (
    <Button
      variant="light"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={() => void check.refetch()}
      loading={check.isFetching}
    >
      {t('steps.checkAgain')}
    </Button>
  );
}
