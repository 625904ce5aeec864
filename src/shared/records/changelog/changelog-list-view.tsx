import {
  changelogPageSizes,
  type ChangelogEvent,
  type ChangelogRow,
} from '#machines/changelog/changelog.machine';
import { changelogActionLabel } from '#contract/reference-codes';
import { Button } from '#ui/components/button/button';
import { Inline } from '#ui/components/inline/inline';
import { Pager } from '#ui/components/pager/pager';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { formatChangelogDate } from '../record-dates';
import * as r from '../records.css';

export const changelogTexts = { empty: 'No changes found.' } as const;

export interface ChangelogListViewProps {
  entries: readonly ChangelogRow[];
  loading: boolean;
  empty: boolean;
  failed: boolean;
  pageNumber: number;
  pageSize: number;
  totalItems: number;
  send: (event: ChangelogEvent) => void;
}

/** The change log of an order or a load (spec 2 §2): who, when, what changed, paged by 5, 10 or 25. */
export function ChangelogList(p: ChangelogListViewProps) {
  const { send } = p;
  return (
    <Stack as="section" gap="md" aria-label="Changelog">
      {p.loading && p.entries.length === 0 ? (
        <Spinner label="Loading changes" block />
      ) : p.empty ? (
        <div className={r.empty}>
          <p>{changelogTexts.empty}</p>
          {p.failed ? (
            <Button variant="ghost" size="sm" onClick={() => send({ type: 'changelog.reload' })}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className={r.list} aria-label="Changes" aria-busy={p.loading}>
          {p.entries.map((entry) => (
            <li key={entry.changelogId} className={r.entry}>
              <Inline gap="sm" align="space-between" alignY="center" wrap={false} className={r.entryHeader}>
                <span>
                  <span className={r.author}>{entry.createdBy ?? 'Unknown'}</span> ·{' '}
                  {changelogActionLabel(entry.actionType)}
                </span>
                <span>{formatChangelogDate(entry.dateAdded)}</span>
              </Inline>
              {entry.bulletedChanges?.title ? <p className={r.text}>{entry.bulletedChanges.title}</p> : null}
              {entry.bulletedChanges?.bullets.length ? (
                <ul>
                  {entry.bulletedChanges.bullets.map((bullet, i) => (
                    <li key={i}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {p.totalItems > 0 ? (
        <Pager
          pageNumber={p.pageNumber}
          pageSize={p.pageSize}
          totalItems={p.totalItems}
          pageSizes={changelogPageSizes}
          disabled={p.loading}
          label="Changelog pages"
          onPageChange={(pageNumber) => send({ type: 'changelog.pageChanged', pageNumber })}
          onPageSizeChange={(pageSize) => send({ type: 'changelog.pageSizeChanged', pageSize })}
        />
      ) : null}
    </Stack>
  );
}
