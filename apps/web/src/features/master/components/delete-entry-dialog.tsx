import type { MasterEntry, MasterKind } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ConfirmDialog } from '../../../ui/action-dialogs.tsx';
import { useDeleteEntry } from '../api/use-master.ts';

/** Asks before deleting an entry nothing uses; if something came to use it meanwhile, says so. */
export function DeleteEntryDialog<K extends MasterKind>({
  kind,
  entry,
  onClose,
}: {
  kind: K;
  entry: MasterEntry<K>;
  onClose: () => void;
}) {
  const { t } = useT();
  const remove = useDeleteEntry(kind);
  return (
    <ConfirmDialog
      opened
      title={t('master.deleteTitle', { name: entry.name })}
      body={t('master.deleteText')}
      submit={t('master.delete')}
      danger
      pending={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() => remove.mutate(entry.id, { onSuccess: onClose })}
    />
  );
}
