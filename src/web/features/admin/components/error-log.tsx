import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast.store';
import { ERROR_TYPES } from '../../../../domain/errors/error-report';
import {
  adminQueries,
  serverReason,
  useResolveError,
  type AdminError,
  type ErrorFilters,
} from '../api/admin.api';

/** SPEC.md sections 8 and 9: the Errors tab's texts and its limits (default 50). */
export const ERROR_LOG_TEXT = {
  statsFailed: 'Failed to fetch error statistics',
  listFailed: 'Failed to fetch error logs',
  resolveFailed: 'Failed to resolve error',
} as const;
export const ERROR_LIMITS = [25, 50, 100, 200] as const;

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function Stats() {
  const stats = useQuery(adminQueries.errorStats());
  if (stats.isError) return <p role="alert">{ERROR_LOG_TEXT.statsFailed}</p>;
  const figures: Array<[string, number | undefined]> = [
    ['Total', stats.data?.total],
    ['Unresolved', stats.data?.unresolved],
    ['Resolved', stats.data?.resolved],
  ];
  return (
    <dl className="grid grid-cols-3 gap-3" aria-label="Error statistics">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold">{value ?? '…'}</dd>
        </div>
      ))}
    </dl>
  );
}

function ErrorEntry({
  error,
  onResolve,
  busy,
}: {
  error: AdminError;
  onResolve: () => void;
  busy: boolean;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={error.resolved ? 'secondary' : 'destructive'}>
          {error.resolved ? 'Resolved' : 'Unresolved'}
        </Badge>
        <Badge variant="outline">{error.errorType}</Badge>
        {error.count > 1 && <Badge variant="outline">{error.count}×</Badge>}
        <span className="text-xs text-muted-foreground">
          {error.source === 'server' ? 'Server' : 'Browser'} · last {when(error.lastSeenAt)} · first{' '}
          {when(error.createdAt)}
          {error.userId !== null && ` · user ${error.userId}`}
        </span>
      </div>
      <p className="break-words font-medium">{error.message}</p>
      {error.url && <p className="break-all text-sm text-muted-foreground">{error.url}</p>}
      {error.stack && (
        <details>
          <summary className="cursor-pointer text-sm">Stack</summary>
          <pre className="mt-2 overflow-x-auto rounded bg-muted p-2 text-xs">{error.stack}</pre>
        </details>
      )}
      {!error.resolved && (
        <div>
          <Button size="sm" variant="outline" disabled={busy} onClick={onResolve}>
            Mark Resolved
          </Button>
        </div>
      )}
    </li>
  );
}

/** The Errors tab (SPEC.md sections 2, 3 and 4): stats, filters, the log and Mark Resolved. */
export function ErrorLog() {
  const id = useId();
  const [filters, setFilters] = useState<ErrorFilters>({ errorType: '', resolved: '', limit: 50 });
  const errors = useQuery(adminQueries.errors(filters));
  const resolve = useResolveError();

  const onResolve = async (errorId: string) => {
    try {
      const answer = await resolve.mutateAsync(errorId);
      toast({ title: 'Done', description: answer.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: ERROR_LOG_TEXT.resolveFailed,
        description: serverReason(error),
      });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Stats />
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filters">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <NativeSelect
            id={`${id}-type`}
            value={filters.errorType}
            onChange={(event) => setFilters({ ...filters, errorType: event.target.value })}
          >
            <option value="">All types</option>
            {ERROR_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-resolved`}>Status</Label>
          <NativeSelect
            id={`${id}-resolved`}
            value={filters.resolved}
            onChange={(event) =>
              setFilters({ ...filters, resolved: event.target.value as ErrorFilters['resolved'] })
            }
          >
            <option value="">All</option>
            <option value="false">Unresolved</option>
            <option value="true">Resolved</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-limit`}>Show</Label>
          <NativeSelect
            id={`${id}-limit`}
            value={filters.limit}
            onChange={(event) => setFilters({ ...filters, limit: Number(event.target.value) })}
          >
            {ERROR_LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {limit}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {errors.isError && <p role="alert">{ERROR_LOG_TEXT.listFailed}</p>}
      {errors.isPending && <p role="status">Loading errors…</p>}
      {errors.isSuccess && errors.data.length === 0 && (
        <p className="text-sm text-muted-foreground">No errors match these filters.</p>
      )}
      {errors.isSuccess && errors.data.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Errors">
          {errors.data.map((error) => (
            <ErrorEntry
              key={error.id}
              error={error}
              busy={resolve.isPending}
              onResolve={() => void onResolve(error.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
