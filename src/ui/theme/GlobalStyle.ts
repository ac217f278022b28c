import { createGlobalStyle } from 'styled-components';
import './fontFaces.ts';
import symbolRegular from '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2?url';
import symbolBold from '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff2?url';

/**
 * Symbols Poppins lacks (arrows such as '→', maths, shapes, check marks), from DejaVu Sans. Only
 * for these ranges: the browser fetches the file only for a page that shows one of them, and
 * no such glyph is left to whatever fonts the machine has (screenshots differed with Debian's
 * fonts-noto-core installed).
 */
const SYMBOL_RANGES =
  'U+2190-21FF, U+2200-22FF, U+2300-23FF, U+25A0-25FF, U+2600-26FF, U+2700-27BF';

/** Base document styles; fonts are self-hosted so screenshots never depend on the machine. */
export const GlobalStyle = createGlobalStyle`
  @font-face {
    font-family: 'Katalog Simbol';
    font-style: normal;
    font-weight: 400;
    font-display: swap;
    src: url(${symbolRegular}) format('woff2');
    unicode-range: ${SYMBOL_RANGES};
  }
  @font-face {
    font-family: 'Katalog Simbol';
    font-style: normal;
    font-weight: 700;
    font-display: swap;
    src: url(${symbolBold}) format('woff2');
    unicode-range: ${SYMBOL_RANGES};
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  /* An island's holder on a public page (src/ui/islands): no box of its own. */
  kp-island { display: contents; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size[300]};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
  }
  /* height: auto keeps the picture's proportions where a server-rendered page names its size. */
  img { max-width: 100%; height: auto; display: block; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;
