import { AlertBanner } from '#ui/components/alert-banner/alert-banner';

export interface FormBannerProps {
  type: 'error' | 'success';
  /** The machine's banner text; null hides the banner. */
  text: string | null;
  /** Omitted where the banner must stay (a success, or an error the form cannot recover from). */
  onDismiss?: (() => void) | undefined;
}

/** The result banner at the top of every sign-in card: flush with the fields below, shown while it has text. */
export function FormBanner({ type, text, onDismiss }: FormBannerProps) {
  return (
    <AlertBanner type={type} open={text !== null} onDismiss={onDismiss} marginBottom={0}>
      {text}
    </AlertBanner>
  );
}
