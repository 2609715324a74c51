import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconMailOpened } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { LOGIN_PATH } from '@fieldhouse/contract';
import { call, isApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import type { LoginNotice } from '../../lib/login-notice.ts';
import { Alert } from '../../ui/alert.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { StepCard, StepFallback } from './step-card.tsx';

/**
 * /auth/invitation/{token}: a new staff member, invited by text, chooses their first password.
 * The link works once; then they sign in like everyone else.
 */
export function InvitationPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => call('GET /invitation/:token', { params: { token } }, { signal }),
    retry: false,
    meta: { silent: true },
  });
  const accept = useMutation({
    mutationFn: (password: string) =>
      call('POST /invitation/:token', { params: { token }, body: { password } }),
    meta: { silent: true },
  });
  const [password, setPassword] = useState('');
  const fields = isApiError(accept.error) ? accept.error.fields : undefined;

  if (invitation.isPending) return <StepFallback />;
  if (invitation.isError) {
    return (
      <StepCard icon={<IconMailOpened size={24} aria-hidden />} title={t('steps.invitation.expiredTitle')}>
        <Text>{invitation.error.message}</Text>
        <Anchor component={Link} to={LOGIN_PATH}>
          {t('steps.invitation.toSignIn')}
        </Anchor>
      </StepCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(password, {
      onSuccess: () =>
        void navigate(LOGIN_PATH, {
          replace: true,
          state: {
            notice: t('steps.invitation.done', { userName: invitation.data.userName }),
          } satisfies LoginNotice,
        }),
    });
  };

  return (
    <StepCard
      icon={<IconMailOpened size={24} aria-hidden />}
      title={t('steps.invitation.title')}
      titleId="invitation-title"
    >
      <Text>{t('steps.invitation.welcome', { name: invitation.data.fullName })}</Text>
      <Text size="sm" c="dimmed">
        {t('steps.invitation.userName')} <bdi dir="ltr">{invitation.data.userName}</bdi>
      </Text>
      <form onSubmit={submit} noValidate aria-labelledby="invitation-title">
        <Stack gap="md">
          <PasswordField
            value={password}
            onChange={setPassword}
            onBlur={() => {}}
            error={fields?.password}
            description={t('steps.invitation.passwordHint')}
          />
          {accept.error && !fields && <Alert type="danger">{accept.error.message}</Alert>}
          <Button type="submit" loading={accept.isPending}>
            {t('steps.invitation.submit')}
          </Button>
        </Stack>
      </form>
    </StepCard>
  );
}
