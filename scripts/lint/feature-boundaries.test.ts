import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const at = (file: string) => path.join(process.cwd(), file);
/** A file importing what the rule forbids, and the one error it reports. */
const invalid = (file: string, code: string, messageId: 'crossFeature' | 'sharedToFeature') => ({
  filename: at(file),
  code,
  errors: [{ messageId }],
});
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: at('src/features/orders/orders-page.tsx'), code: "import { x } from './orders-list';" },
    { filename: at('src/features/system-users/roles/a.tsx'), code: "import { x } from '../users/b';" },
    { filename: at('src/features/orders/a.tsx'), code: "import { x } from '../../shared/lists/list-view';" },
    { filename: at('src/features/orders/a.tsx'), code: "import { x } from '../../app/runtime-context';" },
    { filename: at('src/routing/pages.tsx'), code: "import { x } from '../features/orders/orders-page';" },
    { filename: at('src/features/orders/a.tsx'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    invalid('src/features/orders/a.tsx', "import { x } from '../shell/confirm-host';", 'crossFeature'),
    invalid(
      'src/features/profile/a.tsx',
      "export { x } from '../sign-in/password-checklist';",
      'crossFeature',
    ),
    invalid('src/features/orders/a.tsx', "const m = import('../loads/loads-page');", 'crossFeature'),
    invalid(
      'src/shared/lists/a.tsx',
      "import { x } from '../../features/shell/nav-links';",
      'sharedToFeature',
    ),
  ],
});
