import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRole, type AdminUserDto } from '../../../../shared/schemas/admin';
import NotFoundPage from '../../../app/routes/not-found';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useMe } from '../../auth';
import { useUsers } from '../api/get-users';
import { useDebouncedValue } from '../use-debounced-value';
import { AdjustCreditsDialog } from './adjust-credits-dialog';
import { AiCostsSection } from './ai-costs-panel';
import { BanDialog } from './ban-dialog';
import { LedgerDialog } from './ledger-dialog';
import { UsersTable, type UserAction } from './users-table';
import { errorText } from '../../../lib/error-text';

export const ADMIN_PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The admin area (/dashboard/admin): find accounts, adjust credits, ban and unban, and see what AI
 * costs per kit. Anyone without the admin role sees the app's 404 page, as for a path that does not exist.
 */
export default function AdminPage() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) {
    return (
      <p role="status" className="px-4 py-24 text-center text-muted">
        {t('loading')}
      </p>
    );
  }
  if (me.isError || !isAdminRole(me.data.user.role)) return <NotFoundPage />;
  return <AdminUsers currentUserId={me.data.user.id} />;
}

function AdminUsers({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState({ query: '', offset: 0 });
  // A new search starts again at its first page.
  const offset = page.query === query ? page.offset : 0;
  const users = useUsers({ query, limit: ADMIN_PAGE_SIZE, offset });
  const [open, setOpen] = useState<{ action: UserAction; userId: string } | null>(null);

  // Dialogs read the row from the current list, so they show what the list shows after a change.
  const openUser: AdminUserDto | undefined = open ? users.data?.users.find((u) => u.id === open.userId) : undefined;
  const close = () => setOpen(null);
  const total = users.data?.total ?? 0;
  const shown = users.data?.users.length ?? 0;
  const hasPrevious = offset > 0;
  const hasNext = offset + shown < total;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:px-6">
      <header className="mb-6">
        <p className="text-sm font-medium text-primary">{t('admin.title')}</p>
        <h1 className="mt-1 text-2xl font-semibold">{t('admin.heading')}</h1>
        <p className="mt-2 text-sm text-muted">{t('admin.description')}</p>
      </header>

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:max-w-sm">
          <label htmlFor="admin-user-search" className="mb-1.5 block text-sm font-medium">
            {t('admin.search.label')}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <Input
              id="admin-user-search"
              type="search"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('admin.search.placeholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <p className="text-sm text-muted" role="status" aria-live="polite">
          {users.isSuccess ? t('admin.found', { count: total }) : null}
        </p>
      </div>

      {users.isPending ? (
        <p role="status" className="rounded-xl border border-border px-4 py-12 text-center text-sm text-muted">
          {t('admin.loading')}
        </p>
      ) : users.isError ? (
        <div role="alert" className="space-y-3 rounded-xl border border-danger/40 px-4 py-10 text-center text-sm">
          <p className="font-medium">{t('admin.loadFailed')}</p>
          <p className="text-muted">{errorText(t, users.error)}</p>
          <Button variant="secondary" size="sm" onClick={() => void users.refetch()}>
            {t('admin.retry')}
          </Button>
        </div>
      ) : shown === 0 ? (
        <p className="rounded-xl border border-border px-4 py-12 text-center text-sm text-muted">
          {query ? t('admin.empty', { query }) : t('admin.emptyAll')}
        </p>
      ) : (
        <div
          className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={users.isFetching}
        >
          <UsersTable
            users={users.data.users}
            currentUserId={currentUserId}
            onAction={(action, user) => setOpen({ action, userId: user.id })}
          />
          <nav aria-label={t('admin.pagination')} className="mt-4 flex items-center justify-between gap-3 text-sm">
            <p className="text-muted">{t('admin.range', { from: offset + 1, to: offset + shown, total })}</p>
            <div className="flex gap-2">
              {/* aria-disabled, not disabled: the focus stays on the button at the first or last page. */}
              <Button
                variant="secondary"
                size="sm"
                aria-disabled={!hasPrevious}
                className={hasPrevious ? undefined : 'opacity-50'}
                onClick={() => hasPrevious && setPage({ query, offset: Math.max(0, offset - ADMIN_PAGE_SIZE) })}
              >
                <ChevronLeft aria-hidden className="size-4" />
                {t('admin.previous')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-disabled={!hasNext}
                className={hasNext ? undefined : 'opacity-50'}
                onClick={() => hasNext && setPage({ query, offset: offset + ADMIN_PAGE_SIZE })}
              >
                {t('admin.next')}
                <ChevronRight aria-hidden className="size-4" />
              </Button>
            </div>
          </nav>
        </div>
      )}

      <AiCostsSection />

      {open && openUser && open.action === 'credits' ? <AdjustCreditsDialog user={openUser} onClose={close} /> : null}
      {open && openUser && open.action === 'ban' ? <BanDialog user={openUser} onClose={close} /> : null}
      {open && openUser && open.action === 'ledger' ? <LedgerDialog user={openUser} onClose={close} /> : null}
    </div>
  );
}
