// Islands (issue 34): on a public page the server marks each interactive part, and the browser
// hydrates only those parts, each when it is touched or seen (app/islands/). Everywhere else (the
// staff side, stories, a page the browser renders itself) an island is its component, nothing more.
import { createContext, useContext, useId } from 'react';
import type { ComponentType } from 'react';

export { ISLAND_TAG } from './islandTag.ts';

/** An island the server's renderer met: rendered apart, then put in place of its marker. */
export interface IslandSeen {
  /** The registry's name of the component (app/islands/registry.ts). */
  name: string;
  component: ComponentType<never>;
  /** Its props: plain data, written into the page as JSON. */
  props: object;
}

/** What the server's renderer gives while it renders a page in islands (none elsewhere). */
export interface IslandCollector {
  /** Notes the island with React's id `id`; the same id twice is the same island. */
  add(id: string, island: IslandSeen): void;
}

export const IslandContext = createContext<IslandCollector | null>(null);

/**
 * The attribute of an island's marker, an empty `<template>` holding its React id, which the
 * renderer replaces with the island rendered apart (app/ssr/render.tsx).
 */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';

/** Props of Island. */
export interface IslandProps<P extends object> {
  /** The name the browser loads the component by. */
  name: string;
  /** The interactive part: rendered with `props`, its data read through the shared SWR cache. */
  component: ComponentType<P>;
  /** Plain data (no functions): the browser gets them back from the page's JSON. */
  props: P;
}

/**
 * An interactive part of a public page. Rendering a page in islands, the server notes it and
 * leaves a marker; otherwise it is simply `<component {...props} />`.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const collector = useContext(IslandContext);
  const id = useId();
  if (!collector) return <Component {...props} />;
  collector.add(id, { name, component: Component as ComponentType<never>, props });
  return <template {...{ [ISLAND_SLOT_ATTRIBUTE]: id }} />;
}
