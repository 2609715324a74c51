import { useCallback, useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { OTP_LENGTH, OTP_TTL_SECONDS, type UserStatus } from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { getSessionSnapshot, setUserStatus } from '../../lib/session.ts';
import { sessionTarget } from '../../lib/session-check.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { useCodeEntry } from '../../lib/use-code-entry.ts';
import { CodeEntry } from '../../ui/code-entry.tsx';
import { ResendCode } from '../../ui/resend-code.tsx';
import { useCheckCode, useSendCode } from './api/use-phone-code.ts';
import { useT } from '../../lib/i18n/use-t.ts';

const minutes = Math.round(OTP_TTL_SECONDS / 60);

/** /auth/verify (status 2): a code is texted on arrival; the sixth digit sends it. */
export function VerifyPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const send = useSendCode();
  const check = useCheckCode();
  const { signOut, pending: signingOut } = useSignOut();
  const { secondsLeft, start } = useCountdown();
  const sentOnArrival = useRef(false);

  const moveOn = useCallback(
    (status: UserStatus) => {
      setUserStatus(status);
      void navigate(sessionTarget(getSessionSnapshot()), { replace: true });
    },
    [navigate],
  );
  const { entry, onSubmit, setCodeError } = useCodeEntry(
    check,
    (info) => moveOn(info.userStatus),
    () => t('signUp.verify.allDigits', { digits: OTP_LENGTH }),
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
  }, [sendCode, setCodeError, start]);

  useEffect(() => {
    if (sentOnArrival.current) return;
    sentOnArrival.current = true;
    requestCode();
  }, [requestCode]);

  const sendFailure = send.error;
  const tooSoon = isApiError(sendFailure) && sendFailure.code === 'OTP_RESEND_TOO_SOON';
  return (
    <Card p="xl">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('signUp.verify.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4} aria-live="polite">
            {send.data
              ? t('signUp.verify.sentTo', { digits: OTP_LENGTH, to: send.data.sentTo, minutes })
              : send.isPending
                ? t('signUp.verify.sending')
                : t('signUp.verify.enterCode', { digits: OTP_LENGTH, minutes })}
          </Text>
        </div>
        {sendFailure && (
          <Alert
            variant="light"
            color={tooSoon ? 'fieldhouse' : 'red'}
            icon={<IconInfoCircle aria-hidden />}
            role={tooSoon ? 'status' : 'alert'}
            title={tooSoon ? undefined : t('signUp.verify.sendFailed')}
          >
            {tooSoon ? t('signUp.verify.sentMomentAgo') : sendFailure.message}
          </Alert>
        )}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <CodeEntry {...entry} />
            <Button type="submit" fullWidth size="md" loading={check.isPending}>
              {t('signUp.verify.submit')}
            </Button>
          </Stack>
        </form>
        <ResendCode secondsLeft={secondsLeft} pending={send.isPending} onResend={requestCode} />
        <Text size="sm" ta="center">
          {t('signUp.verify.wrongAccount')}{' '}
          <Anchor
            component="button"
            type="button"
            underline="always"
            onClick={() => void signOut()}
            disabled={signingOut}
          >
            {t('common.signOut')}
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
