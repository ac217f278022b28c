export { MoneyInput } from './MoneyInput.tsx';
export type { MoneyInputProps } from './MoneyInput.tsx';
