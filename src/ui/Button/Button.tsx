import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ButtonLabel, IconSlot, StyledButton } from './Button.styles.ts';
import type { ButtonSize, ButtonVariant } from './Button.styles.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

export type { ButtonSize, ButtonVariant };

/** The busy text used in modals (SPEC 2.3); the login form passes 'Processing...'. */
export const BUTTON_BUSY_LABEL = 'Memproses...';

/** Props of Button. */
export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type' | 'disabled'> {
  /** Visual weight: primary for the main action, secondary, danger for destructive, ghost for quiet ones. */
  variant?: ButtonVariant;
  /** Height and padding: small 32 px, medium 40 px, large 48 px. */
  size?: ButtonSize;
  /** HTML type; 'button' by default so that a button never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** Work in progress: shows a spinner and `busyLabel`, and the button cannot be pressed. */
  isBusy?: boolean;
  /** Text shown while busy ('Memproses...' by default; the login form uses 'Processing...'). */
  busyLabel?: string;
  /** Whether the button cannot be pressed. */
  isDisabled?: boolean;
  /** Stretches the button to the width of its container. */
  isFullWidth?: boolean;
  /** Icon before the text; an icon-only button needs an `aria-label`. */
  icon?: ReactNode;
  /** Icon after the text (a chevron on a menu button). */
  trailingIcon?: ReactNode;
  /** The button's text. */
  children?: ReactNode;
}

/** The one button of the library: variants, sizes, a busy state and icon slots. */
export function Button({
  variant = 'primary',
  size = 'medium',
  type = 'button',
  isBusy = false,
  busyLabel = BUTTON_BUSY_LABEL,
  isDisabled = false,
  isFullWidth = false,
  icon,
  trailingIcon,
  children,
  ...rest
}: ButtonProps) {
  const hasText = children !== undefined && children !== null && children !== '';
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={isDisabled || isBusy}
      aria-busy={isBusy || undefined}
      $variant={variant}
      $size={size}
      $isFullWidth={isFullWidth}
      $isIconOnly={!hasText && !isBusy}
    >
      {isBusy ? (
        <>
          <Spinner size="small" isDecorative />
          <ButtonLabel>{busyLabel}</ButtonLabel>
        </>
      ) : (
        <>
          {icon ? <IconSlot aria-hidden="true">{icon}</IconSlot> : null}
          {hasText ? <ButtonLabel>{children}</ButtonLabel> : null}
          {trailingIcon ? <IconSlot aria-hidden="true">{trailingIcon}</IconSlot> : null}
        </>
      )}
    </StyledButton>
  );
}
