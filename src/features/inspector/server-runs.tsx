import type { ReactNode } from 'react';
import { loadStatusLabel } from '#contract/load-status';
import { serverMachineRunsSchema, type ServerMachineRun } from '#contract/machine-runs';
import { orderStatusLabel } from '#contract/order-status';
import { inspectorPaths } from '#contract/paths';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { useResource } from '../../app/use-resource';
import { useRuntime } from '../../app/runtime-context';
import { formatMomentTime } from '../../shared/format/moments';
import * as s from './inspector.css';

/** The machines the server runs: their committed moves (the outbox) and their refusals. */
export const serverMachineIds: ReadonlySet<string> = new Set(['orderStatus', 'loadStatus', 'stopSequencing']);
const statusLabel = (run: ServerMachineRun, code: number) =>
  (run.machineId === 'orderStatus' ? orderStatusLabel(code) : loadStatusLabel(code)) ?? String(code);

/** One of the runs' tables: its accessible name, its headings, and its rows. */
function Table({ label, headings, children }: { label: string; headings: string[]; children: ReactNode }) {
  return (
    <div className={s.tableWrap}>
      <table className={s.table} aria-label={label}>
        <thead>
          <tr>
            {headings.map((h) => (
              <th key={h} className={s.cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function RunsTable({ machineId }: { machineId: string }) {
  const { services } = useRuntime();
  const runs = useResource((signal) =>
    services.http.get(inspectorPaths.getServerRuns, { schema: serverMachineRunsSchema, signal }),
  );
  const mine = (runs.data?.runs ?? []).filter((r) => r.machineId === machineId);
  const refused = (runs.data?.refusals ?? []).filter((r) => r.machineId === machineId);
  return (
    <>
      {runs.error && <p className={s.check}>{runs.error}</p>}
      {runs.data && mine.length + refused.length === 0 && (
        <p className={s.check}>No run on the server yet.</p>
      )}
      {mine.length > 0 && (
        <Table label="Server runs" headings={['When', 'Record', 'Who', 'Status', 'Events']}>
          {mine.map((run) => (
            <tr key={run.eventId}>
              <td className={s.cell}>{formatMomentTime(run.at)}</td>
              <td className={s.cell}>
                {run.recordType === 'order' ? 'Order' : 'Load'} #{run.recordId}
              </td>
              <td className={s.cell}>
                {run.byName ?? 'the server'}
                {run.identityType ? ` (${run.identityType})` : ''}
              </td>
              <td className={s.cell}>
                {statusLabel(run, run.from)} → {statusLabel(run, run.to)}
              </td>
              <td className={[s.cell, s.mono].join(' ')}>
                {run.events.length ? run.events.join(', ') : 'chosen by hand'}
              </td>
            </tr>
          ))}
        </Table>
      )}
      {refused.length > 0 && (
        <Table label="Refused on the server" headings={['When', 'Record', 'Event', 'Why not']}>
          {refused.map((r, i) => (
            <tr key={i}>
              <td className={s.cell}>{formatMomentTime(r.at)}</td>
              <td className={s.cell}>
                Load #{r.recordId}
                {r.identityType ? ` (${r.identityType})` : ''}
              </td>
              <td className={[s.cell, s.mono].join(' ')}>{r.event}</td>
              <td className={s.cell}>{r.reason}</td>
            </tr>
          ))}
        </Table>
      )}
      <Button size="sm" variant="ghost" onClick={runs.reload} disabled={runs.loading}>
        Read again
      </Button>
    </>
  );
}

/**
 * The server's runs of a machine (decision 087): each committed status move of an order or a load, who made
 * it, and the machine's events, read from the outbox over an admin-only call; and the moves its guards
 * refused, with why not. Other identities are told what it takes.
 */
export function ServerRuns({ machineId }: { machineId: string }) {
  const { services } = useRuntime();
  const admin = services.authStore.read()?.userIdentityCurrent?.identityType === 'admin';
  return (
    <Card title="Runs on the server" headingLevel={3}>
      {admin ? (
        <RunsTable machineId={machineId} />
      ) : (
        <p className={s.check}>Sign in with an admin identity to see this machine’s runs on the server.</p>
      )}
    </Card>
  );
}
