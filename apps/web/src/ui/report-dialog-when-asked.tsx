import { lazy, Suspense } from 'react';
import type { ReportTarget } from './report-dialog.tsx';

// The dialog (its reasons' radio buttons and note) loads the first time someone reports, not
// with the chat panel and the connection lists that offer it.
const ReportDialog = lazy(() => import('./report-dialog.tsx').then((m) => ({ default: m.ReportDialog })));

/** The report dialog for `target`, loaded when first asked for; nothing while there is none. */
export function ReportDialogWhenAsked({
  target,
  onClose,
}: {
  target: ReportTarget | null;
  onClose: () => void;
}) {
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog target={target} onClose={onClose} />
    </Suspense>
  );
}
