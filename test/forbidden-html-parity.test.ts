// The server may not import src/ (DESIGN.md), so the forbidden-HTML rule of SPEC 5 exists twice:
// src/lib for the forms, server/src/lib for the API. This keeps the two from drifting apart: the
// same inputs, including generated ones, must get the same verdict from both.
import { describe, expect, it } from 'vitest';
import * as client from '../src/lib/forbiddenHtml.ts';
import * as server from '../server/src/lib/forbidden-html.ts';

const fragments = [
  '', ' ', 'a', '<', '>', '/', '!', '-', 'x-', 'div', 'DIV', 'script', 'img', 'svg', 'br', 'body',
  'html', '!doctype', '!DOCTYPE html', 'x-foo', 'my-widget', 'a@b.c', '3', '10', ' src=x', ' onerror=alert(1)',
  '\n', '\t', 'é', '😀', '&lt;', 'style', 'iframe', 'b', 'p', 'divan', 'span', 'marquee',
  '<div>', '</p>', '<img src=x>', '<br/>', '< div>', '<x-a>', '<3', 'a < b', '<!doctype html>',
];

/** A small deterministic generator (mulberry32), so a failure is reproducible. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generatedInputs(count: number): string[] {
  const next = random(20261122);
  const inputs: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const parts = Math.floor(next() * 8);
    let text = '';
    for (let j = 0; j < parts; j += 1) text += fragments[Math.floor(next() * fragments.length)];
    // Some inputs are pushed past the 1000-character window the rule inspects.
    if (next() < 0.1) text = `${'a'.repeat(Math.floor(next() * 1010))}${text}`;
    inputs.push(text);
  }
  return inputs;
}

describe('forbidden-HTML rule: client and server agree', () => {
  it('shares the message and the window', () => {
    expect(server.FORBIDDEN_HTML_MESSAGE).toBe(client.FORBIDDEN_HTML_MESSAGE);
    expect(server.FORBIDDEN_HTML_INSPECTED_LENGTH).toBe(client.FORBIDDEN_HTML_INSPECTED_LENGTH);
  });

  it('gives the same verdict on 5,000 generated inputs', () => {
    const inputs = generatedInputs(5000);
    const disagreements = inputs.filter(
      (text) => client.hasForbiddenHtml(text) !== server.hasForbiddenHtml(text),
    );
    expect(disagreements).toEqual([]);
    // The corpus exercises both verdicts, or the comparison would prove nothing.
    const flagged = inputs.filter((text) => client.hasForbiddenHtml(text)).length;
    expect(flagged).toBeGreaterThan(250);
    expect(flagged).toBeLessThan(4500);
  });
});
