// axe-core on an assembled page (issue 32): injected from node_modules (the page's CSP forbids
// inline scripts, so the context needs `bypassCSP: true`), run with the WCAG 2.2 A and AA tags.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { Result, RunOptions } from 'axe-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The impacts that fail a journey. */
const FAILING = new Set(['serious', 'critical']);

/** What a failure prints of one violation. */
export interface Violation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
  /** axe's explanation for the first element (contrast ratios, missing names). */
  summary: string;
}

/** The serious and critical WCAG violations of the page as it is now. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await settleTransitions(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: AXE_PATH });
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<{ violations: Result[] }> };
    };
    return (await axe.run(document, runOptions)).violations;
  }, options);
  return violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' '),
    }));
}

/**
 * Waits for the page's finite CSS transitions and animations to end. A button pressed just before
 * the audit is otherwise caught mid-fade: a compare button turning from white to the brand colour
 * read as white text on #c5d4e2 (1.51:1) at 24 % of its 120 ms transition on a loaded machine.
 * Endless animations (spinners, skeletons) are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** One line per violation: where, which rule, on which elements, and what it asks. */
export function formatViolation(where: string, violation: Violation): string {
  const targets = violation.targets.slice(0, 5).join(' | ');
  const more = violation.targets.length > 5 ? ` (+${violation.targets.length - 5})` : '';
  return `${where}: ${violation.id} [${violation.impact}] ${violation.help} — ${targets}${more} (${violation.helpUrl})\n    ${violation.summary}`;
}
