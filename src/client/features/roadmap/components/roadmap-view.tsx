import { CalendarArrowDown, Milestone } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleRoadmap } from '../../../../shared/roadmap-schedule';
import type { RoadmapDto } from '../../../../shared/schemas/roadmap';
import { buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { EmptyState, LoadError } from '../../../components/ui/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useIsMobile } from '../../../lib/use-media-query';
import { roadmapCalendarHref, useRoadmap, useUpdateRoadmap } from '../api/roadmap';
import { RoadmapList } from './roadmap-list';
import { RoadmapPlanLock } from './roadmap-plan-lock';
import { RoadmapTimeline } from './roadmap-timeline';

/** Keyboard moves are saved once the keys rest this long, not on every press. */
const KEYBOARD_SAVE_MS = 700;

/** One project's roadmap: the timeline (a list of phases on phones), its start date and calendar export. */
export function RoadmapView({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const roadmap = useRoadmap(projectId);

  if (roadmap.isPending)
    return (
      <div>
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-4 h-72 w-full rounded-2xl" />
      </div>
    );
  if (roadmap.isError) {
    const code = roadmap.error instanceof ApiError ? roadmap.error.code : undefined;
    if (code === 'KIT_NOT_READY')
      return (
        <EmptyState icon={Milestone} title={t('roadmap.notReadyTitle')}>
          {t('roadmap.notReadyBody')}
        </EmptyState>
      );
    if (code === 'ROADMAP_PLAN')
      return <RoadmapPlanLock />;
    return <LoadError message={errorText(t, roadmap.error)} onRetry={() => void roadmap.refetch()} />;
  }
  return <LoadedRoadmap roadmap={roadmap.data} />;
}

function LoadedRoadmap({ roadmap }: { roadmap: RoadmapDto }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const update = useUpdateRoadmap(roadmap.projectId);
  const saved = useMemo(
    () => Object.fromEntries(roadmap.phases.map((phase) => [phase.index, phase.shift])) as Record<number, number>,
    [roadmap],
  );
  // Moves not saved yet: the timeline redraws from them at once, the server's answer replaces them.
  const [draft, setDraft] = useState<Record<number, number> | null>(null);
  const shifts = draft ?? saved;
  const schedule = useMemo(() => scheduleRoadmap(roadmap, roadmap.startDate, shifts), [roadmap, shifts]);
  const keyboardTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(keyboardTimer.current), []);

  const saveShifts = (next: Record<number, number>) => {
    const phaseShifts = Object.fromEntries(
      Object.entries(next)
        .filter(([, days]) => days > 0)
        .map(([i, d]) => [String(i), d]),
    );
    update.mutate(
      { phaseShifts },
      {
        onSuccess: () => setDraft((current) => (current === next ? null : current)),
        onError: (error) => {
          setDraft(null);
          toast.error(t('roadmap.saveFailed'), { description: errorText(t, error) });
        },
      },
    );
  };

  const move = (index: number, shift: number, how: 'drag' | 'drop' | 'key') => {
    const next = { ...shifts, [index]: Math.max(0, shift) };
    setDraft(next);
    clearTimeout(keyboardTimer.current);
    if (how === 'drop') saveShifts(next);
    if (how === 'key') keyboardTimer.current = setTimeout(() => saveShifts(next), KEYBOARD_SAVE_MS);
  };

  const setStart = (value: string) => {
    // A date input yields a date only once complete; a year typed digit by digit passes 0002, 0020...
    if (!/^(19|20)\d{2}-\d{2}-\d{2}$/.test(value) || value === roadmap.startDate) return;
    update.mutate(
      { startDate: value },
      { onError: (error) => toast.error(t('roadmap.saveFailed'), { description: errorText(t, error) }) },
    );
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex flex-col gap-1 text-xs text-muted">
          {t('roadmap.startDate')}
          <Input
            type="date"
            className="w-44 [color-scheme:dark]"
            defaultValue={roadmap.startDate}
            key={roadmap.startDate}
            onChange={(event) => setStart(event.target.value)}
          />
        </label>
        <a
          href={roadmapCalendarHref(roadmap.projectId)}
          download
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <CalendarArrowDown aria-hidden className="size-4" />
          {t('roadmap.export')}
        </a>
      </div>
      <p className="mt-3 text-sm text-muted">
        {t('roadmap.summary', { phases: schedule.phases.length, tasks: schedule.tasks.length })}
      </p>
      <div className="mt-4">
        {mobile ? (
          <RoadmapList schedule={schedule} />
        ) : (
          <RoadmapTimeline schedule={schedule} today={roadmap.today} onMove={move} />
        )}
      </div>
    </div>
  );
}
