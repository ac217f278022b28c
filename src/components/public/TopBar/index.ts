export { TopBar } from './TopBar.tsx';
export type { TopBarProps } from './types.ts';
export { SearchBox } from './SearchBox.tsx';
export type { SearchBoxProps, SearchBoxSuggest } from './SearchBox.tsx';
export { ABOUT_CHAT_MESSAGE, SEARCH_TEXT, TOP_BAR_TEXT } from './texts.ts';
