// The address whose record the server found missing or hidden (it answered 404 with the 404 page):
// the browser hydrates the same 404 page there, whatever the route would show, and only there.
import { createContext } from 'react';

/** Path and query of the page the server answered with 404, or null. */
export const MissingPage = createContext<string | null>(null);
