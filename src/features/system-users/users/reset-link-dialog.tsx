import type { PasswordLinkResult } from '#contract/system-user';
import { Button } from '#ui/components/button/button';
import { Dialog } from '#ui/components/dialog/dialog';
import { formatUsDateTime } from '../shared/us-date-time';
import * as s from './user-details.css';

/** The reset link GetPasswordResetLinkByUserId made, for the administrator to pass on (nothing is mailed). */
export function ResetLinkDialog({ link, onClose }: { link: PasswordLinkResult; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Password reset link"
      description={`Pass this link to the user; it works once, until ${formatUsDateTime(link.expiresAt)}.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(link.link)}>
            Copy link
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <p className={s.link} aria-label="Reset link">
        {link.link}
      </p>
    </Dialog>
  );
}
