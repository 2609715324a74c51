import { Center, Loader } from '@mantine/core';
import { useT } from '../lib/i18n/use-t.ts';

/** Shown only while the very first route of a visit resolves. */
export function PageFallback() {
  const { t } = useT();
  return (
    <Center mih="100vh">
      <Loader aria-label={t('common.loadingApp')} />
    </Center>
  );
}
