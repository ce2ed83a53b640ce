// The lint rules that keep the site's layers apart, shown failing: probe files are linted together
// with the project's own configuration, in a copy of the project (one ESLint run, which is most of
// this file's time).
import { lintedProbes } from '../support/eslintRules';

/** Each probe: where it goes in the tree, and its code. */
const PROBES = {
  upward: [
    'src/ui/LintProbeUpward.ts',
    "import { useAppDispatch } from '../state/hooks';\n\nexport const probe = useAppDispatch;\n",
  ],
  cycleA: [
    'src/ui/LintProbeCycleA.ts',
    "import { probeB } from './LintProbeCycleB';\n\nexport const probeA = (): number => probeB() + 1;\n",
  ],
  cycleB: [
    'src/ui/LintProbeCycleB.ts',
    "import { probeA } from './LintProbeCycleA';\n\nexport const probeB = (): number => (probeA.length > 0 ? 1 : 0);\n",
  ],
  clean: ['src/ui/LintProbeClean.ts', "import { mediaUrl } from '../api/media';\n\nexport const probe = mediaUrl;\n"],
  valueImport: [
    'src/pages/home/LintProbeModel.ts',
    "import { contentModel } from '../../api/model';\n\nexport const probe = Object.keys(contentModel);\n",
  ],
  validator: ['src/api/LintProbeZod.ts', "import { z } from 'zod';\n\nexport const probe = z.string();\n"],
  typeImport: [
    'src/pages/home/LintProbeModelType.ts',
    "import type { EntityName } from '../../api/model';\n\nexport const probe: EntityName = 'homeSettings';\n",
  ],
  across: [
    'src/features/contact/LintProbeAcross.ts',
    "import { selectSelectedProductId } from '../products/productsSlice';\n\nexport const probe = selectSelectedProductId;\n",
  ],
  shared: [
    'src/features/contact/LintProbeShared.ts',
    "import { selectMobileMenuOpen } from '../../state/uiSlice';\n\nexport const probe = selectMobileMenuOpen;\n",
  ],
} as const;

// One ESLint run for every probe: most of this file's time.
const rulesOf = lintedProbes(PROBES);

it('fails an import from ui/ into the store, and an import cycle, and passes the same code without them', () => {
  expect(rulesOf('upward')).toEqual(['import-x/no-restricted-paths']);
  expect(rulesOf('cycleA')).toEqual(['import-x/no-cycle']);
  expect(rulesOf('cycleB')).toEqual(['import-x/no-cycle']);
  expect(rulesOf('clean')).toEqual([]);
});

it("fails a value import of the content model or zod in the visitor's code, and passes a type import", () => {
  expect(rulesOf('valueImport')).toEqual(['@typescript-eslint/no-restricted-imports']);
  expect(rulesOf('validator')).toEqual(['@typescript-eslint/no-restricted-imports']);
  expect(rulesOf('typeImport')).toEqual([]);
});

it('fails an import from one feature into another, and passes the same piece from a shared layer', () => {
  expect(rulesOf('across')).toEqual(['import-x/no-restricted-paths']);
  expect(rulesOf('shared')).toEqual([]);
});
