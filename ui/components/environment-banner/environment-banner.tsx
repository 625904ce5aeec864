import * as s from './environment-banner.css';

export interface EnvironmentBannerProps {
  /** e.g. 'development', 'staging', 'production'. */
  environment: string;
  /** Names that count as production and show nothing. */
  productionNames?: readonly string[];
}

/** A thin strip so nobody mistakes a test system for the real one. Hidden in production. */
export function EnvironmentBanner({
  environment,
  productionNames = ['production', 'prod'],
}: EnvironmentBannerProps) {
  const name = environment.trim();
  if (!name || productionNames.includes(name.toLowerCase())) return null;
  return (
    <div role="note" aria-label="Environment" className={s.banner}>
      <span className={s.dot} aria-hidden="true" />
      {`${name} environment`}
    </div>
  );
}
