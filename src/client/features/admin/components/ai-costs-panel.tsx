import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminKitCostDto, ModelTokensDto } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { useAiCosts } from '../api/get-ai-costs';

/**
 * What AI spent on kits, by the model that wrote them: totals per model and the newest kits. Folded
 * until an admin opens it, so the users list stays the page's only request.
 */
export function AiCostsSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-10" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-lg font-semibold">{t('admin.costs.heading')}</summary>
      <p className="mt-2 text-sm text-muted">{t('admin.costs.description')}</p>
      {open ? <AiCostsPanel /> : null}
    </details>
  );
}

function useFormats() {
  const { i18n } = useTranslation();
  const tokens = new Intl.NumberFormat(i18n.resolvedLanguage);
  const usd = new Intl.NumberFormat(i18n.resolvedLanguage, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  return { tokens: (n: number) => tokens.format(n), usd: (n: number) => usd.format(n) };
}

function AiCostsPanel() {
  const { t } = useTranslation();
  const costs = useAiCosts();
  if (costs.isPending) {
    return (
      <p role="status" className="mt-4 rounded-xl border border-border px-4 py-10 text-center text-sm text-muted">
        {t('admin.costs.loading')}
      </p>
    );
  }
  if (costs.isError) {
    return (
      <div role="alert" className="mt-4 space-y-3 rounded-xl border border-danger/40 px-4 py-10 text-center text-sm">
        <p className="font-medium">{t('admin.costs.failed')}</p>
        <p className="text-muted">{errorText(t, costs.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void costs.refetch()}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  }
  if (costs.data.totals.length === 0) {
    return (
      <p className="mt-4 rounded-xl border border-border px-4 py-10 text-center text-sm text-muted">
        {t('admin.costs.empty')}
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-6">
      <TotalsTable totals={costs.data.totals} />
      <KitsTable kits={costs.data.kits} />
    </div>
  );
}

function Cost({ value }: { value: number | null }) {
  const { t } = useTranslation();
  const { usd } = useFormats();
  return value === null ? <span className="text-muted">{t('admin.costs.unknown')}</span> : <>{usd(value)}</>;
}

const th = 'px-4 py-3 font-medium';
const td = 'px-4 py-3 align-top';
const figure = `${td} text-right tabular-nums`;

/** What a row spent: its tokens in and out, and their cost (null when a model has no price). */
interface Spend {
  inputTokens: number;
  outputTokens: number;
  costUsd: number | null;
}

/**
 * A table of what AI spent: each row's own columns (its row header first), then its input tokens,
 * output tokens and cost, right-aligned. Scrolls sideways inside its border on a narrow screen.
 */
function SpendTable<Row extends Spend>({
  label,
  minWidth,
  columns,
  rows,
  rowKey,
  cells,
}: {
  /** Names the table and its scrolling region. */
  label: string;
  /** The table's least width (a min-w-[…] class) before it scrolls. */
  minWidth: string;
  /** Headings of the row's own columns. */
  columns: string[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The row's own cells: its row header, then one cell per other column of `columns`. */
  cells: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const { tokens } = useFormats();
  return (
    <div className="overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label={label}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-surface text-xs text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={th}>
                {column}
              </th>
            ))}
            <th scope="col" className={`${th} text-right`}>
              {t('admin.costs.columns.input')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('admin.costs.columns.output')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('admin.costs.columns.cost')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-border">
              {cells(row)}
              <td className={figure}>{tokens(row.inputTokens)}</td>
              <td className={figure}>{tokens(row.outputTokens)}</td>
              <td className={figure}>
                <Cost value={row.costUsd} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TotalsTable({ totals }: { totals: ModelTokensDto[] }) {
  const { t } = useTranslation();
  return (
    <SpendTable
      label={t('admin.costs.totals')}
      minWidth="min-w-[560px]"
      columns={[t('admin.costs.columns.model')]}
      rows={totals}
      rowKey={(row) => row.model}
      cells={(row) => (
        <th scope="row" className={`${td} font-mono text-xs font-normal`}>
          {row.model}
        </th>
      )}
    />
  );
}

function KitsTable({ kits }: { kits: AdminKitCostDto[] }) {
  const { t } = useTranslation();
  const { tokens } = useFormats();
  return (
    <SpendTable
      label={t('admin.costs.kits')}
      minWidth="min-w-[760px]"
      columns={[t('admin.costs.columns.kit'), t('admin.costs.columns.models')]}
      rows={kits}
      rowKey={(kit) => kit.projectId}
      cells={(kit) => (
        <>
          <th scope="row" className={`${td} font-normal`}>
            <span className="block font-medium">{kit.name}</span>
            <span className="block text-xs text-muted">{kit.ownerEmail}</span>
          </th>
          <td className={td}>
            <ul className="space-y-1">
              {kit.models.map((m) => (
                <li key={m.model} className="text-xs">
                  <span className="font-mono">{m.model}</span>{' '}
                  <span className="text-muted">
                    {t('admin.costs.modelTokens', { input: tokens(m.inputTokens), output: tokens(m.outputTokens) })}
                  </span>
                </li>
              ))}
            </ul>
          </td>
        </>
      )}
    />
  );
}
