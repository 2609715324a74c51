import { Button, Group, Text } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import { useT } from '../lib/i18n/use-t.ts';

type ResendCodeProps = { secondsLeft: number; pending: boolean; onResend: () => void };

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** "Send a new code", held back while the server's resend wait runs, with the time left. */
export function ResendCode({ secondsLeft, pending, onResend }: ResendCodeProps) {
  const { t } = useT();
  return (
    <Group justify="space-between" gap="xs">
      {/* Not live: a screen reader would otherwise read out every second. */}
      <Text size="sm" c="dimmed" aria-live="off">
        {secondsLeft > 0
          ? t('signUp.verify.newCodeIn', { clock: clock(secondsLeft) })
          : t('signUp.verify.didNotGetIt')}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconMessage2 size={16} aria-hidden />}
        disabled={secondsLeft > 0}
        loading={pending}
        onClick={onResend}
      >
        {t('signUp.verify.sendNew')}
      </Button>
    </Group>
  );
}
