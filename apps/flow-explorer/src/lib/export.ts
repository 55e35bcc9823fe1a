/** Takes the diagram away: SVG and PNG of the laid-out machine (html-to-image), and Mermaid text. */
import { getNodesBounds, getViewportForBounds, type Node } from '@xyflow/react';
import { toPng, toSvg } from 'html-to-image';

const WIDTH = 2400;
const HEIGHT = 1800;

export async function diagramImage(kind: 'svg' | 'png', nodes: readonly Node[]): Promise<string> {
  const viewportEl = document.querySelector<HTMLElement>('.react-flow__viewport');
  if (!viewportEl) throw new Error('The diagram is not on the page.');
  const bounds = getNodesBounds([...nodes]);
  const vp = getViewportForBounds(bounds, WIDTH, HEIGHT, 0.1, 2, 0.05);
  const options = {
    backgroundColor: '#ffffff',
    width: WIDTH,
    height: HEIGHT,
    style: {
      width: `${WIDTH}px`,
      height: `${HEIGHT}px`,
      transform: `translate(${vp.x}px, ${vp.y}px) scale(${vp.zoom})`,
    },
  };
  return kind === 'svg' ? toSvg(viewportEl, options) : toPng(viewportEl, options);
}

export function download(name: string, href: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
}

export function downloadText(name: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  download(name, url);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
