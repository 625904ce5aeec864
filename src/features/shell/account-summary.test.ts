import { describe, expect, it } from 'vitest';
import { accountSelectionPath, switchableAccountCount, versionText } from './account-summary';
import { adminIdentity, employeeAuth } from '../../testing/auth-fixtures';

describe('account summary', () => {
  it('counts connected accounts only when there is more than one', () => {
    expect(switchableAccountCount(employeeAuth())).toBeNull();
    expect(switchableAccountCount(employeeAuth(undefined, [adminIdentity]))).toBe(2);
    expect(switchableAccountCount(null)).toBeNull();
  });

  it('writes the version with the build date in the US format', () => {
    expect(versionText('2025-09-04')).toBe('v1.3.8 (09/04/2025)');
  });

  it('sends account switching back to where the person was', () => {
    expect(accountSelectionPath('/orders?page=2')).toBe(
      '/login/account-selection?returnUrl=%2Forders%3Fpage%3D2',
    );
  });
});
