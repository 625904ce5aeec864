import { ChangelogList } from './changelog-list-view';
import { useChangelogList, type ChangelogListOptions } from './use-changelog-list';

/** Spec 2 §2: the change log inline is 900 px wide by default (the Order Changelog dialog is 630). */
export const inlineChangelogWidth = 900;

/**
 * The change log of an order or a load, inline on a Changelog tab (at most `width`, 900 px by default, and
 * narrower on small screens) or in a dialog, which sets its own width.
 */
export function ChangelogPanel({
  width = inlineChangelogWidth,
  ...options
}: ChangelogListOptions & { width?: number | string }) {
  return (
    <div style={{ maxWidth: width, width: '100%' }}>
      <ChangelogList {...useChangelogList(options)} />
    </div>
  );
}
