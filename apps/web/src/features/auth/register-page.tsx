import { Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LOGIN_PATH } from '@fieldhouse/contract';
import { useSession } from '../../lib/use-session.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { useLookups } from './api/use-register.ts';
import { RegisterForm } from './register-form.tsx';

/** /auth/register: sign up, then verify the phone on the next screen. */
export function RegisterPage() {
  const lookups = useLookups();
  const { childId } = useSession();
  return (
    <Card p="xl">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" id="register-title">
            Create an account
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {childId
              ? "Once your phone is verified you can answer your child's request."
              : 'Sign up to follow your sport, events and teammates.'}
          </Text>
        </div>
        {lookups.isPending && (
          <Stack gap="md" aria-busy="true" aria-label="Loading the form">
            {[0, 1, 2, 3, 4].map((key) => (
              <Skeleton key={key} height={56} />
            ))}
          </Stack>
        )}
        {lookups.isError && (
          <QueryError
            title="The sign-up form could not be loaded"
            error={lookups.error}
            onRetry={() => void lookups.refetch()}
            retrying={lookups.isFetching}
          />
        )}
        {lookups.isSuccess && <RegisterForm lookups={lookups.data} />}
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to={LOGIN_PATH}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
