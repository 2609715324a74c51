import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Card, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { HOME_PATH, type LoginRequest } from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { REGISTER_PATH } from '../../lib/auth-paths.ts';
import { getSessionSnapshot } from '../../lib/session.ts';
import { loginStep } from '../../lib/session-check.ts';
import { useLogin } from './api/use-login.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

type Field = 'username' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

type LoginFormProps = { notice: string | undefined; returnTo: string | null; hasChildLink: boolean };

/**
 * Only emptiness is checked before sending; every other rule of loginRequestSchema is applied by
 * the server, whose field messages are shown below. (Importing the schema here would bring zod,
 * tripling the sign-in page's JavaScript.) The messages match the schema's.
 */
function checkCredentials(
  username: string,
  password: string,
): { ok: LoginRequest } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = i18n.t('login.enterUserName');
  if (!password) errors.password = i18n.t('login.enterPassword');
  return errors.username || errors.password ? { errors } : { ok: { username: username.trim(), password } };
}

function fieldErrorsFrom(fields: Record<string, string> | undefined): FieldErrors {
  return { username: fields?.username, password: fields?.password };
}

/** The sign-in form: every failure said in words, next to the field or above the button. */
export function LoginForm({ notice, returnTo, hasChildLink }: LoginFormProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const login = useLogin();
  const hydrated = useHydrated();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const focusFirstError = (errors: FieldErrors) => {
    if (errors.username) usernameRef.current?.focus();
    else if (errors.password) passwordRef.current?.focus();
  };

  // The fields keep their own values (what was typed into the page rendered at build time, before
  // the app took it over, stays); the form is read when it is sent.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = sent.get(name);
      return typeof value === 'string' ? value : '';
    };
    const checked = checkCredentials(text('username'), text('password'));
    if ('errors' in checked) {
      setFieldErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setFieldErrors({});
    login.mutate(checked.ok, {
      onSuccess: () => {
        // Other steps (parent approval, waiting) render here as the stored session changes.
        if (loginStep(getSessionSnapshot()) === 'signed-in')
          void navigate(returnTo ?? HOME_PATH, { replace: true });
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        const errors = fieldErrorsFrom(error.fields);
        setFieldErrors(errors);
        focusFirstError(errors);
      },
    });
  };

  const failure = login.error;
  return (
    <Card p="xl">
      {/* POST, should the browser ever send it itself: a password never goes into an address. */}
      <form method="post" onSubmit={submit} noValidate aria-labelledby="sign-in-title">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2" id="sign-in-title">
              {t('login.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {hasChildLink ? t('login.childLink') : t('login.welcome')}
            </Text>
          </div>
          {notice && !failure && (
            <Alert variant="light" color="fieldhouse" icon={<IconInfoCircle aria-hidden />} role="status">
              {notice}
            </Alert>
          )}
          <TextInput
            ref={usernameRef}
            label={t('login.userName')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            withAsterisk={false}
            error={fieldErrors.username}
          />
          <PasswordInput
            ref={passwordRef}
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            error={fieldErrors.password}
          />
          {failure && (
            <Alert
              variant="light"
              color="red"
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
              title={t('login.failed')}
            >
              {failure.message}
            </Alert>
          )}
          {/* Until the app has taken the page over, the button (and Enter) cannot send the form. */}
          <Button type="submit" fullWidth size="md" loading={login.isPending || !hydrated}>
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.newHere')}{' '}
            <Anchor component={Link} to={REGISTER_PATH} underline="always">
              {t('login.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Card>
  );
}
