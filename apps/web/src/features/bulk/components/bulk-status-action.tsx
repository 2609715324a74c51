import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import {
  BULK_STATUS_ACTIONS,
  STATUS_REASON_MAX,
  type BulkStatusAction,
  type BulkTargetInput,
} from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { WriteDialog } from '../../../ui/action-dialogs.tsx';
import { showToast } from '../../../ui/toasts.tsx';
import { useBulkCount, useStartBulkStatus } from '../api/use-bulk.ts';

/**
 * The directory's "Change status" for the chosen rows or every match: pick the change, read how
 * many people the server counts now, give the reason, confirm; the job's progress is on /jobs.
 */
export function BulkStatusAction({ target }: { target: BulkTargetInput }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [action, setAction] = useState<BulkStatusAction | null>(null);
  const [round, setRound] = useState(0);
  const start = useStartBulkStatus();
  const count = useBulkCount(target, action !== null);
  const people = count.data?.count;
  const open = (next: BulkStatusAction) => {
    start.reset();
    setRound((n) => n + 1);
    setAction(next);
  };
  const intro = count.isPending ? (
    t('bulk.status.counting')
  ) : count.error ? (
    <Text span c="red" size="sm" role="alert">
      {t('bulk.status.countFailed', { message: count.error.message })}
    </Text>
  ) : (
    <span data-testid="bulk-count">{t('bulk.status.count', { count: people ?? 0 })}</span>
  );
  return (
    <>
      <Menu position="bottom-start">
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="light"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={t('bulk.status.menu')}
          >
            {t('bulk.status.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {BULK_STATUS_ACTIONS.map((each) => (
            <Menu.Item key={each} onClick={() => open(each)}>
              {t(`bulk.status.action.${each}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {action && (
        <WriteDialog
          key={`${action}-${round}`}
          opened
          title={t(`bulk.status.title.${action}`)}
          intro={intro}
          label={t('bulk.status.reason')}
          hint={(length) => t('bulk.status.hint', { count: length, max: STATUS_REASON_MAX })}
          max={STATUS_REASON_MAX}
          field="reason"
          submit={t('bulk.status.submit', { action: t(`bulk.status.action.${action}`), count: people ?? 0 })}
          danger={action === 'suspend' || action === 'reject'}
          pending={start.isPending}
          error={start.error}
          onClose={() => setAction(null)}
          onSubmit={(reason) =>
            start.mutate(
              { target, action, reason },
              {
                onSuccess: () => {
                  setAction(null);
                  showToast({ title: t(`bulk.status.title.${action}`), message: t('bulk.status.started') });
                  void navigate('/jobs');
                },
              },
            )
          }
        />
      )}
    </>
  );
}
