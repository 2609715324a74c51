import { Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '@fieldhouse/contract';
import { clearChildLink } from '../../lib/session.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { StepCard } from './step-card.tsx';

type ParentApprovalPanelProps = { fullName: string; childId: string };

/**
 * A signed-in parent who followed an approval link (/x?c=…&p=…). Approving or declining comes
 * with the parent-approval issue; until then this step says so instead of showing a fake form.
 */
export function ParentApprovalPanel({ fullName, childId }: ParentApprovalPanelProps) {
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();

  const dismiss = () => {
    clearChildLink();
    void navigate(HOME_PATH, { replace: true });
  };

  return (
    <StepCard icon={<IconUserShield size={24} aria-hidden />} title="Approve your child's account">
      <Text>
        {fullName ? `Hi ${fullName}. A` : 'A'} child's account (id{' '}
        <Text span ff="monospace">
          {childId}
        </Text>
        ) has named you as its parent or guardian.
      </Text>
      <Text size="sm" c="dimmed">
        Approving or declining the request cannot be done from this console yet. The request stays saved in
        this browser until you dismiss it; you can open the link from the SMS again at any time.
      </Text>
      <Group grow>
        <Button variant="default" onClick={dismiss}>
          Dismiss for now
        </Button>
        <Button variant="light" onClick={() => void signOut()} loading={pending}>
          Sign out
        </Button>
      </Group>
    </StepCard>
  );
}
