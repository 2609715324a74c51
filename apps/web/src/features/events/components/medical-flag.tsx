import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconMedicalCross } from '@tabler/icons-react';
import type { Registration } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Modal } from '../../../ui/modal.tsx';
import { StaffCare } from '../../../ui/person/staff-care.tsx';
import { TONES } from '../../../ui/tone.ts';

/**
 * The flag beside someone whose medical notes say something. Tapping it reads their record, that
 * one person's, through the audited read: the list itself never carries the notes.
 */
export function MedicalFlag({ person }: { person: Registration }) {
  const { t } = useT();
  const [opened, setOpened] = useState(false);
  const label = t('care.flag.label', { name: person.fullName });
  return (
    <>
      <Button
        size="compact-sm"
        // The house tone, ≥ 4.5:1 with white in both schemes.
        color={TONES.danger}
        leftSection={<IconMedicalCross size={16} aria-hidden />}
        aria-label={label}
        onClick={() => setOpened(true)}
      >
        {t('care.flag.short')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={label} fullScreen>
        <StaffCare subscriberID={person.subscriberID} enabled={opened} />
      </Modal>
    </>
  );
}
