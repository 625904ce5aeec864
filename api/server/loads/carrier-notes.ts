import { eq, inArray } from 'drizzle-orm';
import { inSequence } from '#domain/stop-sequencing';
import { writeChangelogs } from '../changelog/write-changelog';
import { loads, loadStops } from '../db/schema/loads';
import { notFound } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { readStops } from './load-read';

/**
 * PUT putCarrierStopNotes: each stop's carrier stop note. A carrier login reaches only stops of its own
 * loads (another's answers 404, as a missing one). One load changelog entry per load touched.
 */
export async function putCarrierStopNotes(
  ctx: RequestContext,
  body: { stopNoteUpdates: readonly { objectId: number; updatedNote: string | null }[] },
) {
  const updates = body.stopNoteUpdates;
  const { now } = ctx;
  const carrierId = ctx.identityType === 'carrier' ? (ctx.caller.identity?.carrierId ?? -1) : null;
  return ctx.db.transaction(async (tx) => {
    const ids = [...new Set(updates.map((u) => u.objectId))];
    const rows = await tx
      .select({ loadStopId: loadStops.loadStopId, loadId: loadStops.loadId, carrierId: loads.carrierId })
      .from(loadStops)
      .innerJoin(loads, eq(loads.loadId, loadStops.loadId))
      .where(inArray(loadStops.loadStopId, ids));
    const visible = rows.filter((r) => carrierId === null || r.carrierId === carrierId);
    if (visible.length !== ids.length) throw notFound('The load stop');
    const loadOf = new Map(visible.map((r) => [r.loadStopId, r.loadId]));
    const byLoad = new Map<number, string[]>();
    for (const update of updates) {
      await tx
        .update(loadStops)
        .set({ stopDirections: update.updatedNote, dateModified: now })
        .where(eq(loadStops.loadStopId, update.objectId));
      const loadId = loadOf.get(update.objectId)!;
      const stops = inSequence(await readStops(tx, loadId));
      const n = stops.findIndex((s) => s.loadStopId === update.objectId) + 1;
      byLoad.set(loadId, [
        ...(byLoad.get(loadId) ?? []),
        `Carrier Stop Note of Stop #${n}: ${update.updatedNote || 'none'}`,
      ]);
    }
    const row = { loadId: 0 };
    await writeChangelogs(
      tx,
      'load',
      ctx.actor,
      [...byLoad].map(([id, extra]) => ({ id, before: row, after: row, extra })),
    );
    return { stopNoteUpdates: updates.map((u) => ({ objectId: u.objectId, updatedNote: u.updatedNote })) };
  });
}

/** PUT putCarrierLoadNote: the load's carrier note (staff); answers objectId and updatedNote. */
export async function putCarrierLoadNote(
  ctx: RequestContext,
  body: { objectId: number; updatedNote: string | null },
) {
  return ctx.db.transaction(async (tx) => {
    const [load] = await tx
      .select({ carrierNote: loads.carrierNote })
      .from(loads)
      .where(eq(loads.loadId, body.objectId))
      .for('update');
    if (!load) throw notFound('The load');
    await tx.update(loads).set({ carrierNote: body.updatedNote }).where(eq(loads.loadId, body.objectId));
    await writeChangelogs(tx, 'load', ctx.actor, [
      {
        id: body.objectId,
        before: { carrierNote: load.carrierNote },
        after: { carrierNote: body.updatedNote },
      },
    ]);
    return { objectId: body.objectId, updatedNote: body.updatedNote };
  });
}
