import { useState, type FormEvent } from 'react';
import { Button, Stack, Textarea, Title } from '@mantine/core';
import { TEAM_ANNOUNCEMENT_MAX_LENGTH } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { fieldText } from '../../../lib/i18n/field-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { useAnnounce } from '../api/use-team-players.ts';

/** "Announce to the team": a coach's short notice to the team's players, and the parents of its minors. */
export function AnnounceForm({ teamId }: { teamId: number }) {
  const { t } = useT();
  const announce = useAnnounce(teamId);
  const [message, setMessage] = useState('');
  const error = announce.error;
  const fieldError = isApiError(error) ? error.fields?.message : undefined;
  const shown = fieldError
    ? fieldText(isApiError(error) ? error.fieldCodes?.message : undefined, fieldError)
    : error?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    announce.mutate(message, { onSuccess: () => setMessage('') });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`announce-${teamId}`}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={`announce-${teamId}`}>
          {t('master.announce.title')}
        </Title>
        <Textarea
          label={t('master.announce.message')}
          description={t('master.announce.hint')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={TEAM_ANNOUNCEMENT_MAX_LENGTH}
          autosize
          minRows={2}
          error={shown}
        />
        <Button
          type="submit"
          loading={announce.isPending}
          disabled={!message.trim()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('master.announce.send')}
        </Button>
        {announce.data && (
          <Alert type="success" dismissible onClose={() => announce.reset()}>
            {t('master.announce.sent', { count: announce.data.notified })}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
