// The distinct queries of the speed bench: words, pairs, typos, prefixes, codes and synonyms.
const NOUNS = [
  'silinder',
  'katup',
  'regulator',
  'fitting',
  'selang',
  'filter',
  'aktuator',
  'solenoid',
  'kompresor',
  'gripper',
];
const TRAITS = [
  'kompak',
  'standar',
  'mini',
  'ganda',
  'tunggal',
  'presisi',
  'tahan panas',
  'stainless',
  'magnetik',
  'ringan',
];
const BRANDS = ['aerotek', 'pneumaxa', 'silindra', 'udarindo'];
const SYNONYMS = [
  'cylinder',
  'valve',
  'hose',
  'compressor',
  'actuator',
  'saringan',
  'penjepit',
  'sambungan',
];

/** A deterministic typo: one letter dropped, doubled or swapped, by position. */
function typo(word: string, n: number): string {
  const i = 1 + (n % (word.length - 2));
  if (n % 3 === 0) return word.slice(0, i) + word.slice(i + 1);
  if (n % 3 === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** Thousands of different queries a buyer might type: words, pairs, typos, prefixes, codes, synonyms. */
export function distinctQueries(): string[] {
  const out = new Set<string>();
  for (let n = 0; out.size < 6000; n++) {
    const noun = NOUNS[n % 10] as string;
    const trait = TRAITS[Math.floor(n / 10) % 10] as string;
    const brand = BRANDS[Math.floor(n / 100) % 4] as string;
    const number = String(1000 + ((n * 7919) % 100000));
    switch (n % 8) {
      case 0:
        out.add(`${noun} ${trait} ${number.slice(0, 2 + (n % 3))}`);
        break;
      case 1:
        out.add(`${typo(noun, n)} ${brand.slice(0, 3 + (n % 4))}`);
        break;
      case 2:
        out.add(`${noun} ${typo(trait.split(' ')[0] as string, n)}`);
        break;
      case 3:
        out.add(`${noun.slice(0, 3 + (n % 4))} ${number}`);
        break;
      case 4:
        out.add(`${SYNONYMS[n % SYNONYMS.length]} ${brand} ${number.slice(0, 3)}`);
        break;
      case 5:
        out.add(`${number}`);
        break;
      case 6:
        out.add(`${noun} ${trait} ${brand.slice(0, 2 + (n % 5))}`);
        break;
      default:
        out.add(`${typo(brand, n)} ${trait.slice(0, 2 + (n % 4))} ${number.slice(0, 1 + (n % 4))}`);
    }
  }
  return [...out];
}
