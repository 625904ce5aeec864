import { ChangelogList } from './changelog-list-view';
import { useChangelogList, type ChangelogListOptions } from './use-changelog-list';

/** The change log of an order or a load, ready to mount inline (900 px) or in a dialog (630 px). */
export function ChangelogPanel(options: ChangelogListOptions) {
  return <ChangelogList {...useChangelogList(options)} />;
}
