import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { HOME_PATH } from '@fieldhouse/contract';

/** Unknown console paths land here, inside the shell, so the menu is still at hand. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Card maw={560}>
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">
          There is no page at{' '}
          <Text span ff="monospace">
            {pathname}
          </Text>
          . Check the address, or pick a page from the menu.
        </Text>
        <Button component={Link} to={HOME_PATH}>
          Go to the dashboard
        </Button>
      </Stack>
    </Card>
  );
}
