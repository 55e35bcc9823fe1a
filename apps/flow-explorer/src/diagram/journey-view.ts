/** What the explorer's frame leaves to the diagram, and which edges carry a label. */
import { FROM_ANY_NODE, type MapEdge } from '@heloc/core/explorer';

/** explorer.css: the header's height and the side panel's width. */
export const HEADER_HEIGHT = 56;
export const SIDE_WIDTH = 400;

/** The diagram's box on a screen of the given size (the wide layout: side panel on the right). */
export const diagramViewport = (screen: { width: number; height: number }) => ({
  width: screen.width - SIDE_WIDTH,
  height: screen.height - HEADER_HEIGHT,
});

/**
 * The happy path and the "from any step" group are labelled; other edges too when asked ("All edge
 * labels"). Fewer labels keep the first view small enough to read without zooming.
 */
export const labelledEdge = (all: boolean) => (e: MapEdge) => all || e.happy || e.source === FROM_ANY_NODE;
