import { forwardRef, useEffect, useRef } from 'react';
import { CHAR_WIDTH, LINE_HEIGHT, type Diagram, type DiagramNode } from './graph-layout';

// A laid-out machine as SVG: states as rounded boxes (compound states around their children), transitions as
// arrows labelled with their events. The states in `active` are filled and outlined; the innermost one is
// scrolled into view when it changes. Everything is drawn with attributes (no stylesheet), so a saved SVG
// looks the same outside the page.

const FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

interface Props {
  diagram: Diagram;
  active: ReadonlySet<string>;
  title: string;
  /** Drawn size over the layout's size (the saved file keeps the layout's size in its viewBox). */
  zoom?: number;
}

function fillOf(node: DiagramNode, isActive: boolean): string {
  if (isActive) return node.kind === 'atomic' || node.kind === 'final' ? '#bfdbfe' : '#eff6ff';
  return node.kind === 'atomic' || node.kind === 'final' ? '#ffffff' : node.depth % 2 ? '#f8fafc' : '#f1f5f9';
}

export const DiagramView = forwardRef<SVGSVGElement, Props>(function DiagramView({ diagram, active, title, zoom = 1 }, ref) {
  const innermost = useRef<SVGGElement | null>(null);
  const activeKey = [...active].join(' ');
  useEffect(() => {
    innermost.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);
  const deepestActive = diagram.nodes.filter((node) => active.has(node.id)).sort((a, b) => b.depth - a.depth)[0]?.id;

  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-labelledby="diagram-title"
      width={Math.ceil(diagram.width * zoom)}
      height={Math.ceil(diagram.height * zoom)}
      viewBox={`0 0 ${Math.ceil(diagram.width)} ${Math.ceil(diagram.height)}`}
      fontFamily={FONT}
      fontSize={12}
      data-machine={diagram.machineId}
    >
      <title id="diagram-title">{title}</title>
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#475569" />
        </marker>
      </defs>
      <rect x={0} y={0} width={diagram.width} height={diagram.height} fill="#ffffff" />
      {diagram.nodes.map((node) => {
        const isActive = active.has(node.id);
        const leaf = node.kind === 'atomic' || node.kind === 'final';
        return (
          <g
            key={node.id}
            ref={node.id === deepestActive ? innermost : undefined}
            data-state-id={node.id}
            data-active={isActive ? 'true' : undefined}
          >
            <rect
              x={node.x}
              y={node.y}
              width={node.width}
              height={node.height}
              rx={leaf ? 8 : 10}
              fill={fillOf(node, isActive)}
              stroke={isActive ? '#1d4ed8' : '#64748b'}
              strokeWidth={isActive ? 3 : 1}
              strokeDasharray={node.kind === 'parallel' ? '6 3' : undefined}
            />
            {node.kind === 'final' ? (
              <rect x={node.x + 3} y={node.y + 3} width={node.width - 6} height={node.height - 6} rx={6} fill="none" stroke="#64748b" />
            ) : null}
            <text
              x={leaf ? node.x + node.width / 2 : node.x + 10}
              y={leaf ? node.y + node.height / 2 + 4 : node.y + 10 + LINE_HEIGHT - 4}
              textAnchor={leaf ? 'middle' : 'start'}
              fontWeight={isActive || !leaf ? 700 : 400}
              fill="#0f172a"
            >
              {node.label}
            </text>
          </g>
        );
      })}
      {diagram.edges.map((edge) => (
        <g key={edge.id} data-edge={edge.id}>
          <polyline
            points={edge.points.map((point) => `${point.x},${point.y}`).join(' ')}
            fill="none"
            stroke="#475569"
            strokeWidth={1.2}
            markerEnd="url(#arrow)"
          />
          {edge.labelBox ? (
            <>
              <rect x={edge.labelBox.x - 2} y={edge.labelBox.y} width={edge.label.length * CHAR_WIDTH + 4} height={edge.labelBox.height} fill="#ffffff" opacity={0.85} />
              <text x={edge.labelBox.x} y={edge.labelBox.y + LINE_HEIGHT - 4} fill="#334155">{edge.label}</text>
            </>
          ) : null}
        </g>
      ))}
    </svg>
  );
});

/** The drawn SVG as a file of its own. */
export function svgFileOf(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}
