import { useT } from '../lib/i18n/use-t.ts';
import { Alert } from './alert.tsx';

/**
 * Said when the address held a value the list cannot take (`?sort=x`): the list shows its default
 * instead, and closing this drops the value from the address.
 */
export function UrlFallbackNotice({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  return (
    <Alert type="info" role="status" dismissible onClose={onClose}>
      {t('lists.addressFallback')}
    </Alert>
  );
}
