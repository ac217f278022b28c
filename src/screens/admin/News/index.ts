export { NewsScreen, NEWS_TITLE } from './NewsScreen.tsx';
