import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useT } from '../lib/i18n/use-t.ts';
import { ReportDialogWhenAsked } from './report-dialog-when-asked.tsx';

/** Reports a person's profile to the club's safeguarding staff (from a list of connections). */
export function ReportPersonButton({ person }: { person: { subscriberID: string; full_name: string } }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="gray"
        leftSection={<IconFlag size={14} aria-hidden />}
        aria-label={t('report.personLabel', { name: person.full_name })}
        onClick={() => setOpen(true)}
      >
        {t('report.person')}
      </Button>
      <ReportDialogWhenAsked
        target={open ? { kind: 'profile', personId: person.subscriberID, name: person.full_name } : null}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
