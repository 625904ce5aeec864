import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { Inline } from '#ui/components/inline/inline';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { loginKindLabel } from '../shared/login-kinds';
import { LoginPanel } from './login-panel';
import { useLoginsSection, type LoginsSectionProps } from './use-logins-section';
import * as s from './user-details.css';

/** The user's logins, at most one of each kind (spec 1 §1): each held one's panel, and Add for the rest. */
export function LoginsSection(props: LoginsSectionProps) {
  return <LoginsSectionView {...props} {...useLoginsSection(props)} />;
}

function LoginsSectionView(props: LoginsSectionProps & ReturnType<typeof useLoginsSection>) {
  const { systemUserId, focus, relatedId, canAdd, canUpdate, canDelete } = props;
  const { logins, held, open, addable, add, cancelAdd, changed } = props;
  return (
    <Card title="Logins">
      <Stack gap="md">
        <p className={s.muted}>
          A user holds at most one login of each type: admin, employee, customer login, carrier and scan to
          pick.
        </p>
        <AlertBanner type="error" open={logins.error !== null} marginBottom={0}>
          {logins.error}
        </AlertBanner>
        {logins.loading && logins.data === null ? (
          <Spinner block />
        ) : (
          <>
            {held.length === 0 && open.length === 0 && (
              <p className={s.muted}>This user has no logins yet.</p>
            )}
            {held.map((kind) => (
              <LoginPanel
                key={`held-${kind}`}
                kind={kind}
                systemUserId={systemUserId}
                readOnly={!canUpdate}
                canDelete={canDelete}
                onChanged={changed}
              />
            ))}
            {open.map((kind) => (
              <LoginPanel
                key={`new-${kind}`}
                kind={kind}
                systemUserId={systemUserId}
                create={{ relatedId: kind === focus ? relatedId : null }}
                readOnly={false}
                canDelete={false}
                onChanged={changed}
                onCancel={() => cancelAdd(kind)}
              />
            ))}
            {canAdd && addable.length > 0 && (
              <Inline gap="sm">
                {addable.map((kind) => (
                  <Button key={kind} variant="secondary" onClick={() => add(kind)}>
                    {`Add ${loginKindLabel[kind]} login`}
                  </Button>
                ))}
              </Inline>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
