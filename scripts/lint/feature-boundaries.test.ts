import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const at = (file: string) => path.join(process.cwd(), file);
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
    {
      filename: at('src/features/orders/a.tsx'),
      code: "import { x } from '../shell/confirm-host';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('src/features/profile/a.tsx'),
      code: "export { x } from '../sign-in/password-checklist';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('src/features/orders/a.tsx'),
      code: "const m = import('../loads/loads-page');",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('src/shared/lists/a.tsx'),
      code: "import { x } from '../../features/shell/nav-links';",
      errors: [{ messageId: 'sharedToFeature' }],
    },
  ],
});
