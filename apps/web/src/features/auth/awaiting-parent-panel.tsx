import { Button, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { StepCard } from './step-card.tsx';

/** A signed-in child at status 7: nothing to do in the console until a parent approves. */
export function AwaitingParentPanel({ fullName }: { fullName: string }) {
  const { signOut, pending } = useSignOut();
  return (
    <StepCard icon={<IconHourglass size={24} aria-hidden />} title="Waiting for your parent">
      <Text>
        {fullName ? `Hi ${fullName}, your` : 'Your'} account needs a parent or guardian's approval before you
        can use Fieldhouse.
      </Text>
      <Text size="sm" c="dimmed">
        Your parent has been sent a link by SMS. Once they approve, sign in again and your console will be
        ready.
      </Text>
      <Button variant="default" onClick={() => void signOut()} loading={pending}>
        Sign out
      </Button>
    </StepCard>
  );
}
