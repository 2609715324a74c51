import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconMessage2 } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { OTP_LENGTH, OTP_TTL_SECONDS, type UserStatus } from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { getSessionSnapshot, setUserStatus } from '../../lib/session.ts';
import { sessionTarget } from '../../lib/session-check.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { useCheckCode, useSendCode } from './api/use-phone-code.ts';
import { CodeEntry } from './code-entry.tsx';

const minutes = Math.round(OTP_TTL_SECONDS / 60);
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** /auth/verify (status 2): a code is texted on arrival; the sixth digit sends it. */
export function VerifyPage() {
  const navigate = useNavigate();
  const send = useSendCode();
  const check = useCheckCode();
  const { signOut, pending: signingOut } = useSignOut();
  const { secondsLeft, start } = useCountdown();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const sentOnArrival = useRef(false);

  const moveOn = useCallback(
    (status: UserStatus) => {
      setUserStatus(status);
      void navigate(sessionTarget(getSessionSnapshot()), { replace: true });
    },
    [navigate],
  );

  const { mutate: sendCode } = send;
  const requestCode = useCallback(() => {
    setCodeError(undefined);
    sendCode(undefined, {
      onSuccess: (sent) => start(sent.resendInSeconds),
      onError: (error) => {
        if (isApiError(error) && error.retryAfter) start(error.retryAfter);
      },
    });
  }, [sendCode, start]);

  useEffect(() => {
    if (sentOnArrival.current) return;
    sentOnArrival.current = true;
    requestCode();
  }, [requestCode]);

  const submit = (value: string) => {
    setCodeError(undefined);
    check.mutate(value, {
      onSuccess: (info) => moveOn(info.userStatus),
      onError: (error) => {
        setCode('');
        setCodeError(error.message);
      },
    });
  };

  const sendFailure = send.error;
  const tooSoon = isApiError(sendFailure) && sendFailure.code === 'OTP_RESEND_TOO_SOON';
  return (
    <Card p="xl">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Verify your phone
          </Title>
          <Text size="sm" c="dimmed" mt={4} aria-live="polite">
            {send.data
              ? `We texted a ${OTP_LENGTH}-digit code to ${send.data.sentTo}. It works for ${minutes} minutes.`
              : send.isPending
                ? 'Sending a code to your mobile number…'
                : `Enter the ${OTP_LENGTH}-digit code we texted to your mobile number. It works for ${minutes} minutes.`}
          </Text>
        </div>
        {sendFailure && (
          <Alert
            variant="light"
            color={tooSoon ? 'fieldhouse' : 'red'}
            icon={<IconInfoCircle aria-hidden />}
            role={tooSoon ? 'status' : 'alert'}
            title={tooSoon ? undefined : 'Could not send a code'}
          >
            {tooSoon
              ? 'A code was sent a moment ago. Enter it below, or ask for a new one soon.'
              : sendFailure.message}
          </Alert>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (code.length === OTP_LENGTH) submit(code);
            else setCodeError(`Enter all ${OTP_LENGTH} digits of the code`);
          }}
          noValidate
        >
          <Stack gap="md">
            <CodeEntry
              value={code}
              onChange={setCode}
              onComplete={submit}
              error={codeError}
              disabled={check.isPending}
            />
            <Button type="submit" fullWidth size="md" loading={check.isPending}>
              Verify
            </Button>
          </Stack>
        </form>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" aria-live="off">
            {secondsLeft > 0 ? `New code available in ${clock(secondsLeft)}` : 'Did not get it?'}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconMessage2 size={16} aria-hidden />}
            disabled={secondsLeft > 0}
            loading={send.isPending}
            onClick={requestCode}
          >
            Send a new code
          </Button>
        </Group>
        <Text size="sm" ta="center">
          Wrong account?{' '}
          <Anchor component="button" type="button" onClick={() => void signOut()} disabled={signingOut}>
            Sign out
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
