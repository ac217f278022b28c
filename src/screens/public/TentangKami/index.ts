export { TentangKami } from './TentangKami.tsx';
export type { TentangKamiProps } from './TentangKami.tsx';
