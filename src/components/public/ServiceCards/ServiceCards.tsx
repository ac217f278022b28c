import { Section } from '../Section/Section.tsx';
import { Card, CardIcon, CardList, CardText, CardTitle } from './ServiceCards.styles.ts';

/** The title of every service card on the company page (SPEC 2.2). */
export const SERVICE_CARD_TITLE = 'Power Systems';

/** One service card. */
export interface ServiceCard {
  /** The card's heading. */
  title: string;
  /** What the service covers. */
  description: string;
}

/** The four cards of SPEC 2.2, each titled 'Power Systems'; the descriptions are ours. */
export const DEFAULT_SERVICE_CARDS: ReadonlyArray<ServiceCard> = [
  {
    title: SERVICE_CARD_TITLE,
    description:
      'Perakitan panel distribusi, panel ATS-AMF dan kapasitor bank sesuai standar PUIL.',
  },
  {
    title: SERVICE_CARD_TITLE,
    description: 'Penyediaan dan pemasangan genset untuk pabrik, gedung dan rumah sakit.',
  },
  {
    title: SERVICE_CARD_TITLE,
    description: 'Instalasi kelistrikan industri, dari gardu hingga panel mesin produksi.',
  },
  {
    title: SERVICE_CARD_TITLE,
    description: 'Perawatan berkala dan perbaikan sistem kelistrikan dengan teknisi bersertifikat.',
  },
];

/** Props of ServiceCards. */
export interface ServiceCardsProps {
  /** The cards (the four 'Power Systems' cards by default). */
  cards?: ReadonlyArray<ServiceCard>;
  /** Visible heading of the section; without it the section is named 'Layanan'. */
  title?: string;
}

/** A lightning bolt in a circle: the power services' mark. */
function BoltIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      focusable="false"
    >
      <polygon points="13 2 3 14 12 14 11 22 21 10 12 10 13 2" />
    </svg>
  );
}

/** The company page's service cards: one column on phones, two on tablets, four from 1024 px. */
export function ServiceCards({ cards = DEFAULT_SERVICE_CARDS, title }: ServiceCardsProps) {
  return (
    <Section title={title} label="Layanan">
      <CardList>
        {cards.map((card, index) => (
          <Card key={`${index}-${card.title}`}>
            <CardIcon aria-hidden="true">
              <BoltIcon />
            </CardIcon>
            <CardTitle>{card.title}</CardTitle>
            <CardText>{card.description}</CardText>
          </Card>
        ))}
      </CardList>
    </Section>
  );
}
