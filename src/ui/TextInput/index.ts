export { TextInput, PASSWORD_TOGGLE_LABEL } from './TextInput.tsx';
export type { TextInputProps, TextInputType } from './TextInput.tsx';
