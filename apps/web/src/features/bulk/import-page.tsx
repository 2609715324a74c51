import { Card, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { ListStates } from '../../ui/list-states.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useImport } from './api/use-import.ts';
import { ImportMapping } from './import-mapping.tsx';
import { ImportProgress } from './import-progress.tsx';
import { ImportUpload } from './import-upload.tsx';

/**
 * /bulk/import: upload a CSV file, match its columns, check every row, import. The import's id is
 * in the address, so a reload (or the link, on another device) comes back to the same step.
 */
export function ImportPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const current = useImport(id);
  const restart = () => setParams({});
  return (
    <>
      <PageTitle title={t('bulkImport.title')} description={t('bulkImport.description')} />
      <Stack gap="lg">
        {id === null ? (
          <ImportUpload onUploaded={(uploaded) => setParams({ id: uploaded })} />
        ) : !current.data ? (
          <Card p={0}>
            <ListStates
              list={current}
              loadingLabel={t('bulkImport.loading')}
              failureTitle={t('bulkImport.loadFailed')}
            />
          </Card>
        ) : current.data.import.state === 'uploaded' ? (
          <ImportMapping upload={current.data.import} onStarted={() => void current.refetch()} />
        ) : (
          <ImportProgress
            upload={current.data.import}
            onEnded={() => void current.refetch()}
            onAnother={restart}
          />
        )}
      </Stack>
    </>
  );
}
