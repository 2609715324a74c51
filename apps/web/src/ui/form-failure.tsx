import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

type FormFailureProps = {
  title: string;
  error: Error | null;
  /** Some of the problems are already shown under their fields. */
  markedFields: boolean;
};

/** A failed submit said in words inside the form, for what no single field caused. */
export function FormFailure({ title, error, markedFields }: FormFailureProps) {
  if (!error) return null;
  return (
    <Alert variant="light" color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={title}>
      {markedFields ? `${error.message} See the fields marked above.` : error.message}
    </Alert>
  );
}
