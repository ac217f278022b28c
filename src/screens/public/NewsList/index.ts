export { NewsList } from './NewsList.tsx';
export { NEWS_TEXT } from './texts.ts';
