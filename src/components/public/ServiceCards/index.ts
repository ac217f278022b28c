export { DEFAULT_SERVICE_CARDS, SERVICE_CARD_TITLE, ServiceCards } from './ServiceCards.tsx';
export type { ServiceCard, ServiceCardsProps } from './ServiceCards.tsx';
