import { useState, type ReactNode } from 'react';
import { Alert as MantineAlert, type MantineColor } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useT } from '../lib/i18n/use-t.ts';
import classes from './alert.module.css';

export type AlertType = 'success' | 'info' | 'warning' | 'danger';

// Theme colours rather than the badge tones: Mantine's light variant derives readable text and
// background from them in both colour schemes.
const COLOR: Record<AlertType, MantineColor> = {
  success: 'green',
  info: 'fieldhouse',
  warning: 'yellow',
  danger: 'red',
};

const ICON: Record<AlertType, ReactNode> = {
  success: <IconCircleCheck aria-hidden />,
  info: <IconInfoCircle aria-hidden />,
  warning: <IconAlertTriangle aria-hidden />,
  danger: <IconAlertCircle aria-hidden />,
};

type AlertProps = {
  type: AlertType;
  title?: ReactNode;
  /** Shows a close button; closing removes the alert. */
  dismissible?: boolean;
  onClose?: () => void;
  /** `alert` interrupts (failures), `status` waits its turn (notices). */
  role?: 'alert' | 'status';
  icon?: ReactNode;
  children?: ReactNode;
};

/**
 * The kit's alert: coloured by type, optionally dismissible. Only the sign-in
 * texts are used here (common.close), so the sign-in page can show it without the full texts.
 */
export function Alert({ type, title, dismissible = false, onClose, role, icon, children }: AlertProps) {
  const { t } = useT();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <MantineAlert
      variant="light"
      color={COLOR[type]}
      title={title}
      icon={icon ?? ICON[type]}
      role={role ?? (type === 'danger' ? 'alert' : 'status')}
      data-type={type}
      classNames={type === 'warning' ? { title: classes.warning, icon: classes.warning } : undefined}
      withCloseButton={dismissible}
      closeButtonLabel={t('common.close')}
      onClose={() => {
        setClosed(true);
        onClose?.();
      }}
    >
      {children}
    </MantineAlert>
  );
}
