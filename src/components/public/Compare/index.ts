export { CompareBar } from './CompareBar.tsx';
export type { CompareBarProps } from './CompareBar.tsx';
export { CompareButton } from './CompareButton.tsx';
export type { CompareButtonProps } from './CompareButton.tsx';
export { useCompareList } from './useCompareList.ts';
export type { CompareList } from './useCompareList.ts';
