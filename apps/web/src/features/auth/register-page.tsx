import { Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LOGIN_PATH } from '@fieldhouse/contract';
import { useLookups } from '../../lib/queries/lookups.ts';
import { useSession } from '../../lib/use-session.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { RegisterForm } from './register-form.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** /auth/register: sign up, then verify the phone on the next screen. */
export function RegisterPage() {
  const { t } = useT();
  const lookups = useLookups();
  const { childId } = useSession();
  return (
    <Card p="xl">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" id="register-title">
            {t('signUp.register.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {childId ? t('signUp.register.forChild') : t('signUp.register.intro')}
          </Text>
        </div>
        {lookups.isPending && (
          <Stack gap="md" role="status" aria-busy="true" aria-label={t('signUp.register.loadingForm')}>
            {[0, 1, 2, 3, 4].map((key) => (
              <Skeleton key={key} height={56} />
            ))}
          </Stack>
        )}
        {lookups.isError && (
          <QueryError
            title={t('signUp.register.loadFailed')}
            error={lookups.error}
            onRetry={() => void lookups.refetch()}
            retrying={lookups.isFetching}
          />
        )}
        {lookups.isSuccess && <RegisterForm lookups={lookups.data} />}
        <Text size="sm" ta="center">
          {t('signUp.register.haveAccount')}{' '}
          <Anchor component={Link} to={LOGIN_PATH} underline="always">
            {t('common.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
