export { Home } from './Home.tsx';
export type { HomeProps } from './Home.tsx';
