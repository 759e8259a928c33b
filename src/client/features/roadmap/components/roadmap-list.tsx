import { useTranslation } from 'react-i18next';
import type { RoadmapSchedule } from '../../../../shared/roadmap-schedule';
import type { RoadmapPhaseDto, RoadmapTaskDto } from '../../../../shared/schemas/roadmap';
import { useDayFormat } from '../use-day-format';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';

/** The roadmap on a phone: its phases one under another, with their dates and progress. */
export function RoadmapList({ schedule }: { schedule: RoadmapSchedule<RoadmapPhaseDto, RoadmapTaskDto> }) {
  const { t } = useTranslation();
  const day = useDayFormat();
  return (
    <ol aria-label={t('roadmap.phasesLabel')} className="space-y-3">
      {schedule.phases.map((phase) => {
        const tasks = schedule.tasks.filter((task) => task.phase === phase.index);
        const percent = Math.round(phase.progress * 100);
        return (
          <li key={phase.index} className="rounded-2xl border border-border bg-surface p-4" data-phase={phase.index}>
            <div className="flex items-baseline justify-between gap-3">
              <h2 className="font-semibold break-words">{phase.name}</h2>
              <span className="shrink-0 text-xs text-muted">{t('roadmap.percent', { percent })}</span>
            </div>
            <p className="mt-1 text-sm text-muted">
              {t('roadmap.dates', { start: day(phase.start), end: day(phase.end) })}
            </p>
            <ProgressBar label={t('roadmap.progressLabel', { name: phase.name })} percent={percent} className="mt-3" />
            <p className="mt-3 text-sm break-words">{phase.goal}</p>
            {/* The count opens the phase's tasks: the phone has no timeline to show them beside it. */}
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer rounded text-xs text-muted focus-visible:outline-2 focus-visible:outline-primary">
                {t('roadmap.taskCount', {
                  count: tasks.length,
                  done: tasks.filter((task) => task.status === 'done').length,
                })}
              </summary>
              <ul aria-label={t('roadmap.tasksOf', { name: phase.name })} className="mt-2 list-disc space-y-1 pl-5 marker:text-muted">
                {tasks.map((task) => (
                  <li
                    key={task.id}
                    data-task={task.id}
                    data-status={task.status}
                    className={cn('break-words', task.status === 'done' && 'text-muted line-through')}
                  >
                    {task.title}
                    {task.status === 'done' && <span className="sr-only"> ({t('roadmap.taskDone')})</span>}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
