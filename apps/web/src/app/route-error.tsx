import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  // A lazy area that fails to load is usually a deploy that replaced the files under this tab.
  if (error instanceof TypeError && /import|module/i.test(error.message)) {
    return 'Part of the console could not be loaded. A newer version may have been released.';
  }
  return error instanceof Error ? error.message : 'An unexpected error happened.';
}

/** Last line of defence for a route that throws: say what happened and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h3">
          Something went wrong
        </Title>
        <Text c="dimmed" role="alert">
          {describe(error)}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
