import { SpinnerRoot, SpinnerSvg, SpinnerText } from './Spinner.styles.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

/** The text a spinner announces unless told otherwise. */
export const SPINNER_LABEL = 'Memuat...';

/** Props of Spinner. */
export interface SpinnerProps {
  /** Size of the wheel: small 16 px, medium 20 px, large 24 px. */
  size?: 'small' | 'medium' | 'large';
  /** What is happening, announced to screen readers ('Memuat...' by default). */
  label?: string;
  /** Shows the label next to the wheel instead of only announcing it. */
  showLabel?: boolean;
  /** Hides the spinner from assistive technology when the control around it already says it is busy. */
  isDecorative?: boolean;
}

/** A turning wheel for work in progress; a polite live region announces its label. */
export function Spinner({
  size = 'medium',
  label = SPINNER_LABEL,
  showLabel = false,
  isDecorative = false,
}: SpinnerProps) {
  const wheel = (
    <SpinnerSvg $size={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </SpinnerSvg>
  );
  if (isDecorative) return <SpinnerRoot aria-hidden="true">{wheel}</SpinnerRoot>;
  return (
    <SpinnerRoot role="status">
      {wheel}
      {showLabel ? <SpinnerText>{label}</SpinnerText> : <VisuallyHidden>{label}</VisuallyHidden>}
    </SpinnerRoot>
  );
}
