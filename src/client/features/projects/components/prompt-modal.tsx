import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { platformLabels, platforms } from '../../../../shared/schemas/kit';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { usePrompt } from '../api/get-prompt';
import { usePromptTool } from '../use-prompt-tool';

/**
 * The AI implementation prompt: pick the tool, read the prompt, copy it. States:
 * loading, still being written, load error (with retry), copied, copy error.
 */
export function PromptModal({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [tool, setTool] = usePromptTool();
  const prompt = usePrompt(projectId, tool);
  const selectId = useId();
  const waiting = prompt.error instanceof ApiError && prompt.error.code === 'DOCUMENT_NOT_READY';

  return (
    <Dialog
      title={t('projects.prompt.title')}
      description={t('projects.prompt.description')}
      closeLabel={t('projects.close')}
      onClose={onClose}
      className="max-w-2xl"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-xs text-muted">
            {t('projects.prompt.platform')}
          </label>
          <Select id={selectId} value={tool} onChange={(event) => setTool(event.target.value)} data-autofocus>
            {platforms.map((platform) => (
              <option key={platform} value={platform}>
                {platformLabels[platform]}
              </option>
            ))}
          </Select>
        </div>
        <CopyButton
          text={prompt.data?.content ?? ''}
          disabled={!prompt.data}
          labels={{
            idle: t('projects.prompt.copy'),
            copied: t('projects.prompt.copied'),
            failed: t('projects.prompt.copyFailed'),
          }}
        />
      </div>
      <div className="mt-4">
        {prompt.isPending ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">{t('projects.prompt.loading')}</span>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : waiting ? (
          <p role="status" className="flex items-center gap-2 rounded-lg border border-border bg-surface-raised p-4 text-sm text-muted">
            <Loader2 aria-hidden className="size-4 animate-spin text-primary motion-reduce:animate-none" />
            {t('projects.prompt.wait')}
          </p>
        ) : prompt.isError ? (
          <div role="alert" className="rounded-lg border border-danger/50 bg-danger/10 p-4 text-sm">
            <p>{t('projects.prompt.loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void prompt.refetch()}>
              {t('workspace.retry')}
            </Button>
          </div>
        ) : (
          <pre
            tabIndex={0}
            aria-label={t('projects.prompt.contentLabel', { tool: platformLabels[tool] })}
            className="max-h-[50dvh] overflow-auto rounded-lg border border-border bg-background p-4 text-xs leading-relaxed whitespace-pre-wrap"
          >
            {prompt.data.content}
          </pre>
        )}
      </div>
    </Dialog>
  );
}
