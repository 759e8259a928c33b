import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { workingDaysBetween, type RoadmapSchedule } from '../../../../shared/roadmap-schedule';
import { MAX_PHASE_SHIFT, type RoadmapPhaseDto, type RoadmapTaskDto } from '../../../../shared/schemas/roadmap';
import type { TaskStatus } from '../../../../shared/schemas/tasks';
import { cn } from '../../../lib/cn';
import { barBox, DAY_PX, dayX, timelineRange, weekTicks } from '../timeline-geometry';
import { useDayFormat } from '../use-day-format';

type Schedule = RoadmapSchedule<RoadmapPhaseDto, RoadmapTaskDto>;

const AXIS_H = 36;
const PHASE_H = 44;
const TASK_H = 26;

const taskColors: Record<TaskStatus, string> = {
  todo: 'bg-surface-raised border-border',
  in_progress: 'bg-primary/40 border-primary/70',
  done: 'bg-accent/60 border-accent',
};

interface Row {
  kind: 'phase' | 'task';
  key: string;
  /** The index of the phase the row is (or is under). */
  phase: number;
  label: string;
  top: number;
  height: number;
}

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The roadmap as a timeline: phase bars (filled as their tasks are done) with their task bars
 * beneath, dependency lines between phases, and today's line. A phase bar is dragged, or moved a
 * working day with ←/→, and the phases after it follow; `onMove` says where it is let go.
 */
export function RoadmapTimeline({
  schedule,
  today,
  onMove,
}: {
  schedule: Schedule;
  today: string;
  onMove: (phase: number, shift: number, how: 'drag' | 'drop' | 'key') => void;
}) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const hintId = useId();
  const drag = useRef<{ index: number; x: number; start: string; shift: number; moved: number } | null>(null);

  const range = timelineRange([
    schedule.startDate,
    schedule.endDate,
    today,
    ...schedule.phases.flatMap((p) => [p.start, p.end]),
  ]);
  const width = range.days * DAY_PX;

  const rows: Row[] = [];
  let y = AXIS_H;
  for (const phase of schedule.phases) {
    rows.push({ kind: 'phase', key: `phase-${phase.index}`, phase: phase.index, label: phase.name, top: y, height: PHASE_H });
    y += PHASE_H;
    for (const task of schedule.tasks.filter((x) => x.phase === phase.index)) {
      rows.push({ kind: 'task', key: task.id, phase: phase.index, label: task.title, top: y, height: TASK_H });
      y += TASK_H;
    }
  }
  const height = y + 8;
  const rowOf = new Map(rows.map((row) => [row.key, row]));
  const mid = (key: string) => {
    const row = rowOf.get(key)!;
    return row.top + row.height / 2;
  };

  const weekends: number[] = [];
  for (let d = 0; d < range.days; d += 1) {
    const weekday = new Date(`${shiftDate(range.first, d)}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) weekends.push(d);
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>, phase: Schedule['phases'][number]) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { index: phase.index, x: event.clientX, start: phase.start, shift: phase.shift, moved: 0 };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const target = shiftDate(current.start, Math.round((event.clientX - current.x) / DAY_PX));
    const moved = workingDaysBetween(current.start, target);
    if (moved === current.moved) return;
    current.moved = moved;
    onMove(current.index, clampShift(current.shift + moved), 'drag');
  };
  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    if (current && current.moved !== 0) onMove(current.index, clampShift(current.shift + current.moved), 'drop');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, phase: Schedule['phases'][number]) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    onMove(phase.index, clampShift(phase.shift + step), 'key');
  };

  const todayX = dayX(range, today) + DAY_PX / 2;

  return (
    <div>
      <p id={hintId} className="mb-2 text-xs text-muted">
        {t('roadmap.moveHint')}
      </p>
      <div className="flex overflow-hidden rounded-2xl border border-border bg-surface">
        <div className="relative w-44 shrink-0 border-r border-border lg:w-60" style={{ height }}>
          <div className="flex items-center px-3 text-xs font-medium text-muted" style={{ height: AXIS_H }} aria-hidden>
            {t('roadmap.phaseColumn')}
          </div>
          {rows.map((row) => (
            <div
              key={row.key}
              className={cn(
                'absolute inset-x-0 flex items-center truncate px-3',
                row.kind === 'phase' ? 'text-sm font-semibold' : 'pl-6 text-xs text-muted',
              )}
              style={{ top: row.top, height: row.height }}
              title={row.label}
              aria-hidden
              data-row={row.kind}
              data-row-phase={row.phase}
            >
              <span className="truncate">{row.label}</span>
            </div>
          ))}
        </div>

        <div className="min-w-0 flex-1 overflow-x-auto [scrollbar-width:thin]" data-testid="roadmap-timeline">
          <div className="relative select-none" style={{ width, height }}>
            {weekends.map((d) => (
              <div
                key={d}
                aria-hidden
                className="absolute bg-background/60"
                style={{ left: d * DAY_PX, width: DAY_PX, top: AXIS_H, bottom: 0 }}
              />
            ))}
            {weekTicks(range).map((monday) => (
              <div
                key={monday}
                aria-hidden
                className="absolute top-0 bottom-0 border-l border-border/70"
                style={{ left: dayX(range, monday) }}
              >
                <span className="absolute top-2 left-1 text-xs whitespace-nowrap text-muted">{day(monday)}</span>
              </div>
            ))}
            <div aria-hidden className="absolute inset-x-0 border-b border-border" style={{ top: AXIS_H }} />

            <svg aria-hidden className="pointer-events-none absolute inset-0" width={width} height={height}>
              <defs>
                <marker
                  id={`${hintId}-arrow`}
                  viewBox="0 0 8 8"
                  refX="7"
                  refY="4"
                  markerWidth="7"
                  markerHeight="7"
                  orient="auto"
                >
                  <path d="M0,0 L8,4 L0,8 z" className="fill-muted" />
                </marker>
              </defs>
              {schedule.phases.flatMap((phase) =>
                phase.dependsOn.map((index) => {
                  const from = schedule.phases[index]!;
                  const x1 = barBox(range, from.start, from.end).left + barBox(range, from.start, from.end).width;
                  const y1 = mid(`phase-${from.index}`);
                  const x2 = barBox(range, phase.start, phase.end).left;
                  const y2 = mid(`phase-${phase.index}`);
                  const bend = Math.max(24, Math.abs(x2 - x1) / 2);
                  return (
                    <path
                      key={`${index}-${phase.index}`}
                      data-dependency={`${index}-${phase.index}`}
                      d={`M ${x1} ${y1} C ${x1 + bend} ${y1}, ${x2 - bend} ${y2}, ${x2} ${y2}`}
                      className="fill-none stroke-muted/70"
                      strokeWidth={1.5}
                      markerEnd={`url(#${hintId}-arrow)`}
                    />
                  );
                }),
              )}
            </svg>

            {schedule.phases.map((phase) => {
              const box = barBox(range, phase.start, phase.end);
              const percent = Math.round(phase.progress * 100);
              const row = rowOf.get(`phase-${phase.index}`)!;
              return (
                <div
                  key={phase.index}
                  role="slider"
                  tabIndex={0}
                  aria-label={phase.name}
                  aria-valuemin={0}
                  aria-valuemax={MAX_PHASE_SHIFT}
                  aria-valuenow={phase.shift}
                  aria-valuetext={t('roadmap.phaseValue', { start: day(phase.start), end: day(phase.end), percent })}
                  aria-describedby={hintId}
                  data-phase={phase.index}
                  data-progress={percent}
                  title={`${phase.name}: ${phase.goal}`}
                  onPointerDown={(event) => onPointerDown(event, phase)}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={onPointerUp}
                  onKeyDown={(event) => onKeyDown(event, phase)}
                  className="absolute flex cursor-grab touch-none items-center overflow-hidden rounded-lg border border-primary/70 bg-primary-strong/25 active:cursor-grabbing"
                  style={{ left: box.left, width: box.width, top: row.top + 6, height: PHASE_H - 12 }}
                >
                  <div
                    aria-hidden
                    className="absolute inset-y-0 left-0 bg-primary-strong/70"
                    style={{ width: `${percent}%` }}
                  />
                  <span className="relative truncate px-2 text-xs font-medium whitespace-nowrap">
                    {percent}% · {phase.name}
                  </span>
                </div>
              );
            })}

            {schedule.tasks.map((task) => {
              const box = barBox(range, task.start, task.end);
              const row = rowOf.get(task.id)!;
              return (
                <div
                  key={task.id}
                  aria-hidden
                  title={`${task.title}: ${day(task.start)} – ${day(task.end)}`}
                  data-task={task.id}
                  data-task-phase={task.phase}
                  data-status={task.status}
                  className={cn('absolute rounded border', taskColors[task.status])}
                  style={{ left: box.left + 2, width: box.width - 4, top: row.top + 6, height: TASK_H - 12 }}
                />
              );
            })}

            <div
              aria-hidden
              data-testid="roadmap-today"
              className="pointer-events-none absolute top-0 bottom-0 w-0 border-l-2 border-danger/80"
              style={{ left: todayX }}
            >
              <span className="absolute top-1 left-1 rounded bg-danger/90 px-1 text-[10px] font-semibold text-background">
                {t('roadmap.today')}
              </span>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

const clampShift = (shift: number) => Math.min(MAX_PHASE_SHIFT, Math.max(0, shift));
