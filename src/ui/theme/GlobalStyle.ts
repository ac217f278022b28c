import { createGlobalStyle } from 'styled-components';
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';

/** Base document styles; fonts are self-hosted so screenshots never depend on the machine. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
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
