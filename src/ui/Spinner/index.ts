export { Spinner, SPINNER_LABEL } from './Spinner.tsx';
export type { SpinnerProps } from './Spinner.tsx';
