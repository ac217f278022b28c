import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setErrorPresenter } from '../src/api/errors.ts';
import type { ErrorDialogOptions } from '../src/components/Feedback/dialogs.ts';
import { ThemeRoot } from '../src/ui/theme/ThemeRoot.tsx';
import { App } from './App.tsx';

// SPEC 8's shared error handling shows its dialogs through the Feedback module; sweetalert2 is
// fetched only when the first dialog opens, so it never weighs on the first page load.
setErrorPresenter({
  showError: async (options: ErrorDialogOptions) =>
    (await import('../src/components/Feedback/dialogs.ts')).showError(options),
});

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
