import { describe, expect, it } from 'vitest';
import { defaultMaxFileMb } from '#contract/file-limits';
import { parseAppConfig } from './app-config';

describe('parseAppConfig', () => {
  it('fills the settings the server leaves out with their defaults', () => {
    expect(parseAppConfig({ environmentName: null, version: '1.3.8' })).toEqual({
      environmentName: null,
      version: '1.3.8',
      machineInspector: 'off',
      businessTimeZone: 'America/Los_Angeles',
      maxUploadMb: defaultMaxFileMb,
    });
  });

  it('keeps the settings the server names', () => {
    const config = {
      environmentName: 'staging',
      version: '2',
      machineInspector: 'admins',
      businessTimeZone: 'America/New_York',
      maxUploadMb: 2,
    } as const;
    expect(parseAppConfig({ ...config, other: 1 })).toEqual(config);
  });

  it.each([
    ['not an object', 'ok'],
    ['no version', { environmentName: null }],
    ['no environment name', { version: '1' }],
    ['an unknown inspector setting', { environmentName: null, version: '1', machineInspector: 'all' }],
    ['a zone that is not text', { environmentName: null, version: '1', businessTimeZone: 5 }],
    ['an upload limit of 0', { environmentName: null, version: '1', maxUploadMb: 0 }],
    ['an upload limit not whole', { environmentName: null, version: '1', maxUploadMb: 1.5 }],
  ])('refuses %s', (_, value) => {
    expect(parseAppConfig(value)).toBeNull();
  });
});
