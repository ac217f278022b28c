export { NEWS_DETAIL_TEXT, NewsDetail } from './NewsDetail.tsx';
