import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, type Profile } from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { useCodeEntry } from '../../lib/use-code-entry.ts';
import { CodeEntry } from '../../ui/code-entry.tsx';
import { ResendCode } from '../../ui/resend-code.tsx';
import { useConfirmMobile, useResendMobileCode } from './api/use-profile-edit.ts';
import { LTR_SLOT, withLtrValue } from './ltr-value.tsx';

type MobileCodePanelProps = {
  /** The new number, mostly hidden, as the server said it. */
  sentTo: string;
  subscriberID: string;
  onConfirmed: (profile: Profile) => void;
  onDismiss: () => void;
};

const minutes = Math.round(OTP_TTL_SECONDS / 60);

/** The code texted to a new mobile number; the old number stays until it is entered. */
export function MobileCodePanel({ sentTo, subscriberID, onConfirmed, onDismiss }: MobileCodePanelProps) {
  const { t } = useT();
  const confirm = useConfirmMobile(subscriberID);
  const resend = useResendMobileCode();
  const { secondsLeft, start } = useCountdown();
  const { entry, onSubmit, setCodeError } = useCodeEntry(
    confirm,
    (response) => onConfirmed(response.profile),
    () => t('profile.mobileCode.allDigits', { digits: OTP_LENGTH }),
  );
  const [target, setTarget] = useState(sentTo);

  // The save that opened this panel has just sent a code, so a new one waits as the server will.
  useEffect(() => start(OTP_RESEND_SECONDS), [start]);

  const requestCode = () => {
    setCodeError(undefined);
    resend.mutate(undefined, {
      onSuccess: (sent) => {
        setTarget(sent.sentTo);
        start(sent.resendInSeconds);
      },
      onError: (error) => {
        if (isApiError(error) && error.retryAfter) start(error.retryAfter);
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="mobile-code-title">
      <Stack gap="md">
        <div>
          <Title order={3} size="h5" id="mobile-code-title">
            {t('profile.mobileCode.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4} aria-live="polite">
            {withLtrValue(
              t('profile.mobileCode.sentTo', { digits: OTP_LENGTH, to: LTR_SLOT, minutes }),
              target,
            )}
          </Text>
        </div>
        {resend.error && (
          <Alert variant="light" color="red" icon={<IconInfoCircle aria-hidden />} role="alert">
            {resend.error.message}
          </Alert>
        )}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <CodeEntry {...entry} />
            <Group gap="sm">
              <Button type="submit" loading={confirm.isPending}>
                {t('profile.mobileCode.confirm')}
              </Button>
              <Button variant="default" onClick={onDismiss} disabled={confirm.isPending}>
                {t('profile.mobileCode.keepOld')}
              </Button>
            </Group>
          </Stack>
        </form>
        <ResendCode secondsLeft={secondsLeft} pending={resend.isPending} onResend={requestCode} />
      </Stack>
    </Paper>
  );
}
