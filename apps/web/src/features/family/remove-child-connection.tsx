import { Button } from '@mantine/core';
import { isFamilyLink, type Connection, type PendingConnection } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import type { useRemoveChildConnection } from '../../lib/queries/connections.ts';

type Remover = ReturnType<typeof useRemoveChildConnection>;

/** The parent's Remove button on one of their child's connections; none on a parent link (staff's). */
export function RemoveChildConnection({
  person,
  remove,
}: {
  person: Connection | PendingConnection;
  remove: Remover;
}) {
  const { t } = useT();
  if (!('role' in person) || isFamilyLink(person)) return null;
  const busy =
    remove.isPending &&
    remove.variables.subscriberID === person.subscriberID &&
    remove.variables.kind === person.kind;
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      aria-label={t('connections.child.removeWho', { name: person.full_name })}
      onClick={() => remove.mutate({ subscriberID: person.subscriberID, kind: person.kind })}
    >
      {t('connections.child.remove')}
    </Button>
  );
}
