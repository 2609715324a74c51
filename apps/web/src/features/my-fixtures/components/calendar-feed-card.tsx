import { useState } from 'react';
import { Anchor, Button, Card, CopyButton, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ConfirmDialog } from '../../../ui/action-dialogs.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { QueryError } from '../../../ui/query-error.tsx';
import { useCalendarChange, useCalendarFeed } from '../api/use-my-fixtures.ts';
import { LoadingBlock } from '../../../ui/loading-block.tsx';

/** The same address as a `webcal:` link, which phones open in their calendar app to subscribe. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * A private address of the household's fixtures and events for a phone's calendar. The server
 * keeps only a hash of it, so it is shown once, when made; afterwards only since when it exists.
 */
export function CalendarFeedCard() {
  const { t } = useT();
  const feed = useCalendarFeed();
  const change = useCalendarChange();
  const [asking, setAsking] = useState<'replace' | 'stop' | null>(null);
  const [stopped, setStopped] = useState(false);
  // The address of the POST just answered: shown while this page stays open.
  const made = change.variables === 'make' ? change.data?.url : null;
  const since = feed.data?.createdAt;

  const run = (what: 'make' | 'stop') => {
    setStopped(false);
    change.mutate(what, {
      onSuccess: () => {
        setAsking(null);
        setStopped(what === 'stop');
      },
    });
  };

  return (
    <Card component="section" aria-labelledby="calendar-title">
      <Title order={2} size="h4" id="calendar-title" mb="xs">
        {t('myFixtures.calendar.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('myFixtures.calendar.intro')}
      </Text>
      {feed.isPending && <LoadingBlock height={40} label={t('common.loading')} />}
      {feed.isError && (
        <QueryError
          title={t('myFixtures.calendar.loadFailed')}
          error={feed.error}
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      )}
      <Stack gap="md">
        {stopped && <Alert type="success">{t('myFixtures.calendar.stopped')}</Alert>}
        {change.error && !asking && (
          <Alert type="danger" dismissible onClose={() => change.reset()}>
            {t('myFixtures.calendar.failed', { message: change.error.message })}
          </Alert>
        )}
        {made && <MadeAddress url={made} />}
        {feed.data && !made && since && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('myFixtures.calendar.since', { when: formatDateTime(since) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('myFixtures.calendar.sinceHint')}
            </Text>
          </Stack>
        )}
        {feed.data && (
          <Group gap="sm">
            {since ? (
              <>
                <Button variant="default" onClick={() => setAsking('replace')}>
                  {t('myFixtures.calendar.replace')}
                </Button>
                <Button variant="subtle" color="red" onClick={() => setAsking('stop')}>
                  {t('myFixtures.calendar.stop')}
                </Button>
              </>
            ) : (
              <Button
                leftSection={<IconCalendarPlus size={16} aria-hidden />}
                loading={change.isPending}
                onClick={() => run('make')}
              >
                {t('myFixtures.calendar.make')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={t(
          asking === 'stop'
            ? 'myFixtures.calendar.stopDialog.title'
            : 'myFixtures.calendar.replaceDialog.title',
        )}
        body={t(
          asking === 'stop'
            ? 'myFixtures.calendar.stopDialog.body'
            : 'myFixtures.calendar.replaceDialog.body',
        )}
        submit={t(
          asking === 'stop'
            ? 'myFixtures.calendar.stopDialog.submit'
            : 'myFixtures.calendar.replaceDialog.submit',
        )}
        danger={asking === 'stop'}
        pending={change.isPending}
        error={asking ? change.error : null}
        onClose={() => setAsking(null)}
        onConfirm={() => run(asking === 'stop' ? 'stop' : 'make')}
      />
    </Card>
  );
}

/** The new address, once: to copy, to open in the phone's calendar, and how to subscribe by hand. */
function MadeAddress({ url }: { url: string }) {
  const { t } = useT();
  return (
    <Stack gap="sm">
      <Alert type="warning">{t('myFixtures.calendar.shownOnce')}</Alert>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('myFixtures.calendar.address')}
          value={url}
          readOnly
          dir="ltr"
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('myFixtures.calendar.copied') : t('myFixtures.calendar.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Anchor href={webcal(url)} size="sm">
        {t('myFixtures.calendar.open')}
      </Anchor>
      <Text size="sm" fw={500}>
        {t('myFixtures.calendar.howTo')}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('myFixtures.calendar.iphone')}</List.Item>
        <List.Item>{t('myFixtures.calendar.android')}</List.Item>
      </List>
    </Stack>
  );
}
