import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { Backdrop, Body, DialogBox, Footer, Header, Title } from './Modal.styles.ts';
import type { ModalSize } from './Modal.styles.ts';
import { focusableElements, trapTab } from './focus.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Portal, PortalContainerContext } from '../Portal/Portal.tsx';

export type { ModalSize };

/** Props of Modal. */
export interface ModalProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called on Escape, on the close button and on a backdrop click; the caller sets isOpen false. */
  onClose: () => void;
  /** The heading; it also names the dialog (aria-labelledby). */
  title: string;
  /** Width: small 400 px (confirmations), medium 560 px (most forms), large 960 px (the product form). */
  size?: ModalSize;
  /** Actions at the bottom, usually 'Batal' and 'Simpan'; a submit button there needs form="<form id>". */
  footer?: ReactNode;
  /** The content; it scrolls when taller than the screen, header and footer stay. */
  children: ReactNode;
  /** Keeps the modal open on a backdrop click (long forms whose input would be lost). */
  isBackdropCloseDisabled?: boolean;
  /** Name of the close button ('Tutup'). */
  closeLabel?: string;
  /** What gets focus on opening; otherwise the first focusable element of the content, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Without initialFocusRef: 'content' focuses the first focusable element of the content, 'dialog'
   * the dialog itself, named by its title (a phone sheet whose first control is a text field, whose
   * keyboard would cover the sheet as it opens).
   */
  initialFocus?: 'content' | 'dialog';
}

/**
 * A dialog over the page: labelled by its title, focus trapped inside, Escape and the backdrop
 * close it, and focus goes back to whatever opened it. Rendered in a portal under document.body,
 * at a z-index below alerts and toasts so that a save error can show over it.
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen) return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  title,
  size = 'medium',
  footer,
  children,
  isBackdropCloseDisabled = false,
  closeLabel = 'Tutup',
  initialFocusRef,
  initialFocus = 'content',
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  // Popups opened inside render into the dialog, so that they stay inside aria-modal.
  const [dialogElement, setDialogElement] = useState<HTMLDivElement | null>(null);
  const setDialogRef = useCallback((element: HTMLDivElement | null) => {
    dialogRef.current = element;
    setDialogElement(element);
  }, []);
  const pressStartedOnBackdrop = useRef(false);

  // Remember the opener, focus inside, and give focus back when the modal goes away.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const firstInContent =
      initialFocus === 'content' && bodyRef.current
        ? focusableElements(bodyRef.current)[0]
        : undefined;
    const target = initialFocusRef?.current ?? firstInContent ?? dialogRef.current;
    target?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // Only on open and close: a new initialFocusRef object must not steal focus mid-edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The page behind must not scroll under the modal.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      if (trapTab(dialogRef.current, event.shiftKey)) event.preventDefault();
    }
  };

  // A click closes only when it both started and ended on the backdrop (not a drag out of a field).
  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keep focus inside the dialog instead of letting it fall to <body>.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const isBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (isBackdrop && !isBackdropCloseDisabled) onClose();
  };

  return (
    <Portal>
      {/* Pointer-only convenience: keyboard users close with Escape or the close button. */}
      <Backdrop
        data-testid="modal-backdrop"
        onMouseDown={handleBackdropMouseDown}
        onClick={handleBackdropClick}
      >
        <DialogBox
          ref={setDialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $size={size}
          onKeyDown={handleKeyDown}
        >
          <PortalContainerContext.Provider value={dialogElement}>
            <Header>
              <Title id={titleId}>{title}</Title>
              <Button
                variant="ghost"
                size="small"
                icon={<Icon name="close" />}
                aria-label={closeLabel}
                onClick={onClose}
              />
            </Header>
            <Body ref={bodyRef}>{children}</Body>
            {footer ? <Footer>{footer}</Footer> : null}
          </PortalContainerContext.Provider>
        </DialogBox>
      </Backdrop>
    </Portal>
  );
}
