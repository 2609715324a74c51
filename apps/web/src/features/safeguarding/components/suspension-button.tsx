import { Button } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.ts';
import { showToast } from '../../../ui/toasts.tsx';
import { TONES } from '../../../ui/tone.ts';
import { useChatSuspension } from '../api/use-safeguarding.ts';

type Person = { subscriberID: string; full_name: string };

/** Suspends a person's chat, or lifts the suspension, saying so in a toast (errors too). */
export function SuspensionButton({
  person,
  suspended,
  onDone,
}: {
  person: Person;
  suspended: boolean;
  onDone?: () => void;
}) {
  const { t } = useT();
  const change = useChatSuspension();
  const name = person.full_name;
  const toggle = () =>
    change.mutate(
      { personId: person.subscriberID, suspend: !suspended },
      {
        onSuccess: () => {
          showToast(
            suspended
              ? { title: t('safeguarding.liftDone'), message: t('safeguarding.liftDoneMessage', { name }) }
              : {
                  title: t('safeguarding.suspendDone'),
                  message: t('safeguarding.suspendDoneMessage', { name }),
                },
          );
          onDone?.();
        },
        onError: (error) =>
          showToast({ title: t('safeguarding.failed'), message: error.message, color: 'red' }),
      },
    );
  return (
    <Button
      size="xs"
      variant={suspended ? 'default' : 'filled'}
      color={suspended ? undefined : TONES.danger}
      loading={change.isPending}
      onClick={toggle}
    >
      {suspended ? t('safeguarding.lift', { name }) : t('safeguarding.suspend', { name })}
    </Button>
  );
}
