import { pageSessionId } from '#machines/inspection/broadcast';
import type { LiveActor, LiveLogState } from '#machines/inspection/live-log';
import { stateValueText } from '#machines/registry/describe';
import type { RegisteredMachine } from '#machines/registry/machine-registry';
import { Button } from '#ui/components/button/button';
import { formatMomentTime } from '../../shared/format/moments';
import * as s from './inspector.css';

export interface LiveActorsProps {
  state: LiveLogState;
  registry: readonly RegisteredMachine[];
  /** The key of the actor shown. */
  currentKey: string | null;
  onSelect: (actor: LiveActor) => void;
  /** Saves every actor of the page session, with the events between them, as one file. */
  onRecordSession: (pageSession: string, name: string) => void;
}

// Times read in the business's zone, as everywhere in the portal (decision 061).
const timeOf = (at: number) => formatMomentTime(new Date(at).toISOString());

/**
 * The live actors grouped by page load: a reload or a second tab is a page session of its own, so its
 * actors (whose ids start again at x:0) never mix with the old page's.
 */
export function LiveActors({ state, registry, currentKey, onSelect, onRecordSession }: LiveActorsProps) {
  const titleOf = (machineId: string) => registry.find((e) => e.id === machineId)?.title ?? machineId;
  return (
    <div className={s.sessions}>
      {state.pageSessions.map((page, i) => {
        const actors = state.actors.filter((a) => a.pageSession === page.id);
        const name = `Page session ${i + 1}`;
        const recordable = actors.filter((a) => a.fromStart).length;
        return (
          <section key={page.id} aria-label={name} className={s.session}>
            <div className={s.sessionHead}>
              <h4 className={s.sessionTitle}>
                {name}
                <span className={s.machineId}>
                  {' '}
                  · {page.id === pageSessionId ? 'this tab' : `from ${timeOf(page.firstAt)}`} ·{' '}
                  {actors.length} actors
                </span>
              </h4>
              <Button
                size="sm"
                variant="secondary"
                disabled={!recordable}
                onClick={() => onRecordSession(page.id, name)}
              >
                Record {name}
              </Button>
            </div>
            <ul className={s.liveList}>
              {actors.map((a) => {
                const steps = state.entries[a.key] ?? [];
                const current = steps.at(-1);
                return (
                  <li key={a.key}>
                    <button
                      type="button"
                      className={s.machineButton}
                      aria-current={a.key === currentKey}
                      onClick={() => onSelect(a)}
                    >
                      <span>
                        {titleOf(a.machineId)}:{' '}
                        {current ? stateValueText(current.value as never) : 'starting'}
                      </span>
                      <span className={s.machineId}>
                        {a.actorId || a.sessionId} · {steps.length} events
                        {a.fromStart ? '' : ' · joined late'}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
