import type { ReactNode } from 'react';
import { Modal as MantineModal, type MantineSize } from '@mantine/core';
import { useT } from '../lib/i18n/use-t.ts';
import classes from './modal.module.css';

/** The modal's timings: fade-in starts 100 ms after show, gone 300 ms after hide. */
const MODAL_SHOW_DELAY_MS = 100;
const MODAL_FADE_IN_MS = 150;
const MODAL_REMOVE_MS = 300;
const MODAL_BACKDROP_OPACITY = 0.6;

const TRANSITION = {
  transition: 'fade',
  enterDelay: MODAL_SHOW_DELAY_MS,
  duration: MODAL_FADE_IN_MS,
  exitDuration: MODAL_REMOVE_MS,
} as const;

type ModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The header's title, which also names the dialog. */
  title?: ReactNode;
  /** `false` drops the header and its close button; give `label` to name the dialog then. */
  withHeader?: boolean;
  label?: string;
  /** The footer, usually the dialog's buttons; any of them may close it. */
  footer?: ReactNode;
  /** A click on the backdrop closes the dialog unless this is `false`. */
  closeOnBackdrop?: boolean;
  size?: MantineSize | number;
  /** Fills the screen: for a form used on a phone at the side of a pitch (a score). */
  fullScreen?: boolean;
  children?: ReactNode;
};

/**
 * The kit's modal dialog: optional header, body and footer; closed from the header,
 * the footer, the backdrop or Escape. Mantine locks the page's scrolling while it is open, keeps
 * focus inside and gives it back to what opened it.
 */
export function Modal({
  opened,
  onClose,
  title,
  withHeader = true,
  label,
  footer,
  closeOnBackdrop = true,
  size = 'md',
  fullScreen = false,
  children,
}: ModalProps) {
  const { t } = useT();
  return (
    <MantineModal.Root
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={closeOnBackdrop}
      transitionProps={TRANSITION}
      centered
      size={size}
      fullScreen={fullScreen}
    >
      <MantineModal.Overlay backgroundOpacity={MODAL_BACKDROP_OPACITY} />
      <MantineModal.Content aria-label={withHeader ? undefined : label}>
        {withHeader && (
          <MantineModal.Header>
            <MantineModal.Title fw={600}>{title}</MantineModal.Title>
            <MantineModal.CloseButton aria-label={t('common.close')} />
          </MantineModal.Header>
        )}
        <MantineModal.Body>{children}</MantineModal.Body>
        {footer && <div className={classes.footer}>{footer}</div>}
      </MantineModal.Content>
    </MantineModal.Root>
  );
}
