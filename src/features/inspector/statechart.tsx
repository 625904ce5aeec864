import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { MachineGraph } from '#machines/registry/graph';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { IconButton } from '#ui/components/icon-button/icon-button';
import { Spinner } from '#ui/components/spinner/spinner';
import * as s from './statechart.css';
import {
  labelLineHeight,
  layoutOf,
  lineHeight,
  subscribeLayouts,
  titleHeight,
  type LaidOutNode,
  type Point,
  type StatechartLayout,
} from './statechart-layout';

interface View {
  x: number;
  y: number;
  k: number;
}
const initialView: View = { x: 0, y: 0, k: 1 };
const clampK = (k: number) => Math.min(4, Math.max(0.25, k));

const pathOf = (points: Point[]) => points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join(' ');

function StateBox({
  box,
  active,
  isRoot,
  inRegion,
  marked,
}: {
  box: LaidOutNode;
  active: boolean;
  isRoot: boolean;
  inRegion: boolean;
  marked: boolean;
}) {
  const { node } = box;
  const compound = node.childIds.length > 0;
  const className = [
    s.stateBox,
    compound && s.compoundBox,
    inRegion && s.regionBox,
    isRoot && s.rootBox,
    active && !isRoot && s.activeBox,
    marked && s.markedBox,
  ]
    .filter(Boolean)
    .join(' ');
  const tags = node.tags.map((tag) => ({ tag, width: Math.ceil(tag.length * 6) + 10 }));
  const tagXs = tags.map((_, i) => box.x + 12 + tags.slice(0, i).reduce((sum, t) => sum + t.width + 4, 0));
  const tagY = box.y + titleHeight + 2;
  const linesTop = tagY + (node.tags.length ? lineHeight + 2 : 0);
  const kind = node.type === 'parallel' ? ' (parallel)' : node.type === 'final' ? ' (final)' : '';
  return (
    <g
      data-state-id={node.id}
      data-active={active || undefined}
      data-marked={marked || undefined}
      role="listitem"
      aria-label={`${isRoot ? 'machine' : 'state'} ${node.path || node.key}${kind}${active ? ', active' : ''}${
        marked ? ', marked' : ''
      }`}
    >
      {/* The state's `description:` shows on hover, as in docs/machines.md. */}
      {node.description && <title>{node.description}</title>}
      <rect className={className} x={box.x} y={box.y} width={box.width} height={box.height} rx={8} />
      {node.type === 'final' && (
        <rect
          className={className}
          x={box.x + 3}
          y={box.y + 3}
          width={box.width - 6}
          height={box.height - 6}
          rx={6}
        />
      )}
      <text className={s.stateName} x={box.x + 12} y={box.y + 16}>
        {node.key}
        {node.type === 'parallel' ? ' ‖' : ''}
      </text>
      {tags.map(({ tag, width }, i) => (
        <g key={tag}>
          <rect className={s.tagChip} x={tagXs[i]} y={tagY} width={width} height={14} rx={7} />
          <text className={s.tagText} x={tagXs[i]! + 5} y={tagY + 10.5}>
            {tag}
          </text>
        </g>
      ))}
      {box.lines.map((line, i) => (
        <text key={i} className={s.stateLine} x={box.x + 12} y={linesTop + 12 + i * lineHeight}>
          {line}
        </text>
      ))}
    </g>
  );
}

export interface StatechartProps {
  graph: MachineGraph;
  /** Ids of the active state nodes, highlighted. */
  activeIds: ReadonlySet<string>;
  title: string;
  /** A state to mark (a deep link's), besides the active ones. */
  markedId?: string | null;
}

/**
 * The machine's statechart as SVG, laid out by elkjs: states (compound ones around their children,
 * parallel regions dashed, final ones double-bordered, tags as chips), initial dots, labelled transitions.
 * Wheel or buttons zoom, dragging pans.
 */
export function Statechart(props: StatechartProps) {
  const layout = useSyncExternalStore(subscribeLayouts, () => layoutOf(props.graph));
  if (!layout) return <Spinner block label="Laying out the statechart" />;
  if (layout instanceof Error)
    return (
      <AlertBanner type="error" open>
        The statechart could not be laid out: {layout.message}
      </AlertBanner>
    );
  return <StatechartDrawing {...props} layout={layout} />;
}

function StatechartDrawing({
  graph,
  activeIds,
  title,
  markedId = null,
  layout,
}: StatechartProps & { layout: StatechartLayout }) {
  const [view, setView] = useState(initialView);
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const byId = new Map(layout.nodes.map((n) => [n.node.id, n]));

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      const scale = rect.width ? layout.width / rect.width : 1;
      const px = (event.clientX - rect.left) * scale;
      const py = (event.clientY - rect.top) * scale;
      setView((v) => {
        const k = clampK(v.k * (event.deltaY < 0 ? 1.15 : 1 / 1.15));
        return { k, x: px - ((px - v.x) * k) / v.k, y: py - ((py - v.y) * k) / v.k };
      });
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [layout.width]);

  const zoom = (factor: number) =>
    setView((v) => {
      const k = clampK(v.k * factor);
      const cx = layout.width / 2;
      const cy = layout.height / 2;
      return { k, x: cx - ((cx - v.x) * k) / v.k, y: cy - ((cy - v.y) * k) / v.k };
    });
  const scaleOf = () => {
    const rect = svgRef.current?.getBoundingClientRect();
    return rect?.width ? layout.width / rect.width : 1;
  };
  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ x: e.clientX, y: e.clientY });
  };
  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const scale = scaleOf();
    setView((v) => ({ ...v, x: v.x + (e.clientX - drag.x) * scale, y: v.y + (e.clientY - drag.y) * scale }));
    setDrag({ x: e.clientX, y: e.clientY });
  };
  const onPointerUp = () => setDrag(null);

  const markerId = `arrow-${graph.machineId}`;
  return (
    <div className={s.frame}>
      <div className={s.toolbar} role="toolbar" aria-label="Diagram zoom">
        <IconButton aria-label="Zoom in" size="sm" onClick={() => zoom(1.25)}>
          +
        </IconButton>
        <IconButton aria-label="Zoom out" size="sm" onClick={() => zoom(0.8)}>
          −
        </IconButton>
        <IconButton aria-label="Fit to view" size="sm" onClick={() => setView(initialView)}>
          ⤢
        </IconButton>
      </div>
      <svg
        ref={svgRef}
        className={s.svg}
        viewBox={`0 0 ${Math.max(1, layout.width)} ${Math.max(1, layout.height)}`}
        role="group"
        aria-label={`Statechart of ${title}`}
        data-zoom={view.k.toFixed(2)}
        // Natural proportions, and never blown up past 1.4 times the laid-out size (a two-state machine).
        style={{ aspectRatio: `${layout.width} / ${layout.height}`, maxWidth: layout.width * 1.4 }}
        data-dragging={drag ? 'true' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <defs>
          <marker
            id={markerId}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className={s.arrowHead} />
          </marker>
        </defs>
        <g transform={`translate(${view.x},${view.y}) scale(${view.k})`}>
          <g role="list" aria-label="States">
            {layout.nodes.map((box) => (
              <StateBox
                key={box.node.id}
                box={box}
                active={activeIds.has(box.node.id)}
                isRoot={box.node.id === graph.rootId}
                inRegion={byId.get(box.node.parentId ?? '')?.node.type === 'parallel'}
                marked={box.node.id === markedId}
              />
            ))}
          </g>
          {layout.initials.map((m) => (
            <g key={m.parentId} aria-hidden="true">
              {m.points[0] && (
                <circle className={s.initialDot} cx={m.points[0].x} cy={m.points[0].y - 5} r={5} />
              )}
              <path className={s.edgePath} d={pathOf(m.points)} markerEnd={`url(#${markerId})`} />
            </g>
          ))}
          {layout.anyStates.map((m) => (
            <circle key={m.parentId} className={s.anyStateDot} cx={m.dot.x} cy={m.dot.y} r={5}>
              <title>{`From any state of ${byId.get(m.parentId)?.node.key ?? ''}`}</title>
            </circle>
          ))}
          <g role="list" aria-label="Transitions">
            {layout.edges.map((e) => (
              <g
                key={e.id}
                role="listitem"
                aria-label={`${e.label?.lines.join('; ') ?? ''} to ${byId.get(e.targetId)?.node.path ?? ''}`}
              >
                <path
                  className={[
                    s.edgePath,
                    e.arrow.transitions.every((t) => t.kind === 'always') && s.eventlessPath,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  d={pathOf(e.points)}
                  markerEnd={`url(#${markerId})`}
                />
                {e.label && (
                  <>
                    <rect
                      className={s.edgeLabelBox}
                      x={e.label.x}
                      y={e.label.y}
                      width={e.label.width}
                      height={e.label.height}
                      rx={3}
                    />
                    {e.label.lines.map((line, i) => (
                      <text
                        key={i}
                        className={s.edgeLabelText}
                        x={e.label!.x + 4}
                        y={e.label!.y + 12 + i * labelLineHeight}
                      >
                        {line}
                      </text>
                    ))}
                  </>
                )}
              </g>
            ))}
          </g>
        </g>
      </svg>
    </div>
  );
}
