import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { revokeOtherSessions, revokeSession, sessionsQueryOptions } from '../../api/security-api';
import { errorText } from '../../../../lib/error-text';

/** Where the account is signed in, with a way to end any other session. */
export function SessionsList({ currentSessionId }: { currentSessionId?: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
  const onError = (error: unknown) => toast.error(t('settings.sessions.failed'), { description: errorText(t, error) });
  const revoke = useMutation({ mutationFn: revokeSession, onSuccess: refresh, onError });
  const revokeOthers = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: async () => {
      toast.success(t('settings.sessions.othersEnded'));
      await refresh();
    },
    onError,
  });

  return (
    <div className="space-y-3">
      <h3 className="font-medium">{t('settings.sessions.title')}</h3>
      {sessions.isPending ? <p className="text-sm text-muted">{t('loading')}</p> : null}
      {sessions.isError ? (
        <p className="text-sm text-danger">
          {t('settings.sessions.loadFailed')}{' '}
          <button type="button" className="underline" onClick={() => void sessions.refetch()}>
            {t('settings.retry')}
          </button>
        </p>
      ) : null}
      <ul className="divide-y divide-border rounded-lg border border-border">
        {sessions.data?.map((session) => {
          const current = session.id === currentSessionId;
          return (
            <li key={session.id} className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-medium">{session.userAgent || t('settings.sessions.unknownDevice')}</p>
                <p className="text-muted">
                  {session.ipAddress ? `${session.ipAddress} · ` : ''}
                  {new Date(session.createdAt).toLocaleString(i18n.language)}
                  {current ? ` · ${t('settings.sessions.current')}` : ''}
                </p>
              </div>
              {current ? null : (
                <Button variant="secondary" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(session.token)}>
                  {t('settings.sessions.revoke')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {sessions.data && sessions.data.length > 1 ? (
        <div className="space-y-1">
          <Button variant="secondary" size="sm" disabled={revokeOthers.isPending} onClick={() => revokeOthers.mutate()}>
            {t('settings.sessions.revokeOthers')}
          </Button>
          <p className="text-sm text-muted">{t('settings.sessions.endsTokens')}</p>
        </div>
      ) : null}
    </div>
  );
}
