import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { i18n } from '../lib/i18n/i18n.ts';
import { useT } from '../lib/i18n/use-t.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  // A lazy area that fails to load is usually a deploy that replaced the files under this tab.
  if (error instanceof TypeError && /import|module/i.test(error.message)) {
    return i18n.t('common.partNotLoaded');
  }
  return error instanceof Error ? error.message : i18n.t('common.unexpected');
}

/** Last line of defence for a route that throws: say what happened and offer a reload. */
export function RouteError() {
  const { t } = useT();
  const error = useRouteError();
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h3">
          {t('common.somethingWrong')}
        </Title>
        <Text c="dimmed" role="alert">
          {describe(error)}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('common.reloadPage')}</Button>
      </Stack>
    </Center>
  );
}
