import * as Popover from '@radix-ui/react-popover';
import { useState, type FormEvent } from 'react';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Checkbox } from '#ui/components/checkbox/checkbox';
import { IconButton } from '#ui/components/icon-button/icon-button';
import { TextField } from '#ui/components/text-field/text-field';
import { TrashIcon } from '#ui/icons/icons';
import { viewsButtonText, type SavedViewsProps } from './use-saved-views';
import * as s from './saved-views-picker.css';

export const savedViewsTexts = {
  none: 'No saved views yet.',
  saveHeading: 'Save this view',
  name: 'Name',
  share: 'Share with my team',
  save: 'Save view',
  saveOver: (name: string) => `Save over “${name}”`,
  link: 'Link to this view',
  retry: 'Try again',
} as const;

/**
 * The list header's Views button and its popover (decision 085): the views of this list (mine, then my
 * team's shared ones) to apply, the active view's link, and Save for the list as it is now. A view of the
 * saved-views machine: it decides, this only shows and sends.
 */
export function SavedViewsPicker({
  title,
  views: props,
  defaultOpen = false,
}: {
  title: string;
  views: SavedViewsProps;
  /** Open from the start: the picker's code was fetched by the press that opens it (LoadOnPress). */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const active = props.views.find((v) => v.savedViewId === props.activeViewId) ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    props.save(name, shared);
    setName('');
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) props.load();
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        <Button
          variant="secondary"
          data-active={active ? true : undefined}
          onPointerEnter={props.load}
          onFocus={props.load}
        >
          {viewsButtonText(props)}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={s.content} align="end" sideOffset={6} aria-label={`${title} views`}>
          <AlertBanner
            type={props.failed ? 'error' : 'info'}
            open={props.message !== null}
            onDismiss={props.failed ? undefined : props.dismissMessage}
            marginBottom={0}
          >
            {props.message}
            {props.failed && (
              <Button variant="ghost" size="sm" onClick={props.reload}>
                {savedViewsTexts.retry}
              </Button>
            )}
          </AlertBanner>
          {props.views.length === 0 && !props.busy && !props.failed && <p>{savedViewsTexts.none}</p>}
          <ul className={s.views} aria-label={`Saved views of ${title}`}>
            {props.views.map((view) => (
              <li key={view.savedViewId} className={s.row}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-current={view.savedViewId === props.activeViewId ? 'true' : undefined}
                  onClick={() => {
                    props.pick(view.savedViewId);
                    setOpen(false);
                  }}
                >
                  {view.name}
                </Button>
                <span className={s.owner}>
                  {view.mine ? (view.shared ? 'Shared' : 'Only me') : `Shared by ${view.ownerName}`}
                </span>
                {view.mine && (
                  <IconButton
                    aria-label={`Delete view ${view.name}`}
                    variant="ghost"
                    size="sm"
                    disabled={!props.canSave}
                    onClick={() => props.remove(view.savedViewId)}
                  >
                    <TrashIcon />
                  </IconButton>
                )}
              </li>
            ))}
          </ul>
          {active && (
            <div className={s.section}>
              <span>{savedViewsTexts.link}</span>
              <a className={s.link} href={props.linkOf(active.savedViewId)}>
                {props.linkOf(active.savedViewId)}
              </a>
              {active.mine && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!props.canSave}
                  onClick={() => props.save(active.name, active.shared, active.savedViewId)}
                >
                  {savedViewsTexts.saveOver(active.name)}
                </Button>
              )}
            </div>
          )}
          <form className={s.section} onSubmit={submit} aria-label={savedViewsTexts.saveHeading}>
            <TextField label={savedViewsTexts.name} value={name} onChange={setName} maxLength={80} />
            <Checkbox label={savedViewsTexts.share} checked={shared} onCheckedChange={setShared} />
            <Button size="sm" type="submit" disabled={!props.canSave || !name.trim()}>
              {savedViewsTexts.save}
            </Button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
