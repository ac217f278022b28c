// How a session's browser and system read in 'Sesi Aktif' (issue 27), from the User-Agent kept at
// sign-in; bowser (MIT) parses it. The server and the mocks call this; the web app only shows it.
import Bowser from 'bowser';

/** What a User-Agent that names nothing we know reads as. */
export const UNKNOWN_AGENT = 'Tidak dikenal';

/** A stored User-Agent is cut to this many characters (headers can be long; the name is at the start). */
export const USER_AGENT_MAX = 512;

/** Browser name and major version, and the operating system with its version (Windows by its name). */
export function describeUserAgent(userAgent: string | null | undefined): {
  browser: string;
  system: string;
} {
  const agent = (userAgent ?? '').trim();
  if (!agent) return { browser: UNKNOWN_AGENT, system: UNKNOWN_AGENT };
  const { browser, os } = Bowser.parse(agent);
  const major = browser.version?.split('.')[0];
  const osVersion = os.versionName ?? os.version;
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : UNKNOWN_AGENT,
    system: os.name ? [os.name, osVersion].filter(Boolean).join(' ') : UNKNOWN_AGENT,
  };
}
