// Stories render inside a MemoryRouter: this line shows where a click or a search navigated to.
import { useLocation } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';

/** The router's current path, query and hash, read by play functions as role status. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return (
    <p role="status" aria-label="Lokasi" style={{ margin: 0, padding: 8, fontFamily: 'monospace' }}>
      {`${pathname}${search}${hash}`}
    </p>
  );
}

/** Adds the probe under the story. */
export const withLocationProbe: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);

/** The fixed values the screens receive from the runtime configuration in the app. */
export const CONFIG = { productName: 'Katalog Pneumatik', chatPhone: '6280000000000' } as const;
