import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeRoot } from '../src/ui/theme/ThemeRoot.tsx';
import { App } from './App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <ThemeRoot>
        <App />
      </ThemeRoot>
    </BrowserRouter>
  </StrictMode>,
);
