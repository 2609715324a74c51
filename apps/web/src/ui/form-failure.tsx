import { useT } from '../lib/i18n/use-t.ts';
import { Alert } from './alert.tsx';

type FormFailureProps = {
  title: string;
  error: Error | null;
  /** Some of the problems are already shown under their fields. */
  markedFields: boolean;
};

/** A failed submit said in words inside the form, for what no single field caused. */
export function FormFailure({ title, error, markedFields }: FormFailureProps) {
  const { t } = useT();
  if (!error) return null;
  return (
    <Alert type="danger" role="alert" title={title}>
      {markedFields ? t('widgets.formFailure.seeFields', { message: error.message }) : error.message}
    </Alert>
  );
}
