export { RequiredTwoStepScreen } from './RequiredTwoStepScreen.tsx';
export type { RequiredTwoStepScreenProps } from './RequiredTwoStepScreen.tsx';
export { TwoStepModal, TWO_STEP_TEXT } from './TwoStepModal.tsx';
export type { TwoStepModalProps } from './TwoStepModal.tsx';
