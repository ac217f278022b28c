export { Button, BUTTON_BUSY_LABEL } from './Button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button.tsx';
