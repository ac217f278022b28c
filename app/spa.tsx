import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { setErrorPresenter } from '../src/api/errors.ts';
import type { ErrorDialogOptions } from '../src/components/Feedback/dialogs.ts';
import { AppRoot } from './AppRoot.tsx';
import { readPageData, readPageStatus } from './ssr/pageData.ts';

// SPEC 8's shared error handling shows its dialogs through the Feedback module; sweetalert2 is
// fetched only when the first dialog opens, so it never weighs on the first page load.
setErrorPresenter({
  showError: async (options: ErrorDialogOptions) =>
    (await import('../src/components/Feedback/dialogs.ts')).showError(options),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// A public page the server rendered carries the API answers it was built from: hydrate that
// markup with the same answers. The plain shell (staff side, dev server) renders from scratch.
// A page answered with 404 hydrates as the 404 page at its own address.
const pageData = readPageData(document);
const missing =
  pageData && readPageStatus(document) === 404
    ? window.location.pathname + window.location.search
    : null;
// A data router (one splat route; App routes below it) so that a form with unsaved changes can
// hold a route change until the user confirms (useBlocker); it renders the same tree as before.
const router = createBrowserRouter([
  { path: '*', element: <AppRoot preloaded={pageData ?? undefined} missing={missing} /> },
]);
const tree = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
// Hydrating in a transition lets React work in slices and yield to the browser in between (a
// default-priority hydration is one long task); the page is already painted meanwhile.
if (pageData && container.firstElementChild)
  startTransition(() => void hydrateRoot(container, tree));
else createRoot(container).render(tree);
