// The router a story renders in. Most stories take a plain MemoryRouter; a story with
// `parameters.dataRouter: true` gets a memory data router (as the app's createBrowserRouter), which
// route-change blockers (useBlocker) need.
import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';

const StorySlot = createContext<ReactNode>(null);

function SlotContent() {
  return <>{useContext(StorySlot)}</>;
}

function DataMemoryRouter({ route }: { route: string }) {
  // Created once per story: every path renders the story, so a click that navigates stays on it.
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <SlotContent /> }], { initialEntries: [route] }),
  );
  return <RouterProvider router={router} />;
}

/** Props of StoryRouter. */
export interface StoryRouterProps {
  /** The story's starting address. */
  route: string;
  /** A data router instead of the plain MemoryRouter. */
  isDataRouter: boolean;
  /** The story. */
  children: ReactNode;
}

/** A MemoryRouter, or a memory data router around the story. */
export function StoryRouter({ route, isDataRouter, children }: StoryRouterProps) {
  if (!isDataRouter) return <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return (
    <StorySlot.Provider value={children}>
      <DataMemoryRouter route={route} />
    </StorySlot.Provider>
  );
}
