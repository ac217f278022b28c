import styled from 'styled-components';
import { fromDesktop } from '@/ui/theme/theme.ts';

/** The letter, then 'Unduh PDF' and the answers; from 1024 px those beside the letter. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[600]};
  ${fromDesktop} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

export const Aside = styled.div`
  display: flex;
  &:empty {
    display: none;
  }
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

type Tone = 'info' | 'success' | 'warning' | 'danger';

const toneColours = {
  info: ['brandSoft', 'brand'],
  success: ['successSoft', 'success'],
  warning: ['warningSoft', 'warning'],
  danger: ['dangerSoft', 'danger'],
} as const;

/** A state of the quotation said in a box of its tone. */
export const Notice = styled.section<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme, $tone }) => theme.color[toneColours[$tone][1]]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $tone }) => theme.color[toneColours[$tone][0]]};
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size[400]};
  }
  & > p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size[200]};
    overflow-wrap: anywhere;
  }
`;

/** A link that looks like a button (it downloads or leaves the page, so it is a link). */
export const ActionLink = styled.a<{ $variant?: 'primary' | 'secondary' | 'whatsapp' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.control.large};
  padding: 0 ${({ theme }) => theme.space[400]};
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'whatsapp' ? theme.color.success : theme.color.brand)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $variant }) =>
    $variant === 'whatsapp'
      ? theme.color.success
      : $variant === 'secondary'
        ? theme.color.surface
        : theme.color.brand};
  color: ${({ theme, $variant }) =>
    $variant === 'secondary' ? theme.color.brand : theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Two choices side by side, each half the width, at every width. */
export const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[200]};
  & > button {
    width: 100%;
  }
`;

/** The 410 and 404 pages: a message in the middle of the page. */
export const Gone = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-height: 40vh;
  text-align: center;
  & > p {
    margin: 0;
    max-width: 36rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
