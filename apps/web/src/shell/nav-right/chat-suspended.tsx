import { Box, Text } from '@mantine/core';
import { isApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { Alert } from '../../ui/alert.tsx';

/** Whether a chat call failed because safeguarding staff suspended the caller's chat. */
export const chatSuspendedBy = (error: unknown) => isApiError(error) && error.code === 'CHAT_SUSPENDED';

/** What a person whose chat is suspended sees in place of their friends or a conversation. */
export function ChatSuspendedNotice() {
  const { t } = useT();
  return (
    <Box p="md">
      <Alert type="warning" title={t('report.suspended')} role="status">
        <Text size="sm">{t('report.suspendedHint')}</Text>
      </Alert>
    </Box>
  );
}
