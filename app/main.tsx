import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setErrorPresenter } from '../src/api/errors.ts';
import { showError } from '../src/components/Feedback/dialogs.ts';
import { ToastHost } from '../src/components/Feedback/ToastHost.tsx';
import { ThemeRoot } from '../src/ui/theme/ThemeRoot.tsx';
import { App } from './App.tsx';

// SPEC 8's shared error handling shows its dialogs through the Feedback module.
setErrorPresenter({ showError });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <ThemeRoot>
        <App />
        <ToastHost />
      </ThemeRoot>
    </BrowserRouter>
  </StrictMode>,
);
