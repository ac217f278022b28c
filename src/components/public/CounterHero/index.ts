export { COUNTER_HERO_TEXT, CounterHero } from './CounterHero.tsx';
export type { CounterHeroProps } from './CounterHero.tsx';
