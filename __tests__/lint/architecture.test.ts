// The lint rules that keep the site's layers apart, shown failing: probe files are written into the
// real source tree, linted with the project's own configuration, and removed.
import fs from 'node:fs';
import path from 'node:path';
import { eslintRuleIds } from '../support/eslintRules';

const root = path.resolve(__dirname, '../..');
const probes: string[] = [];

function writeProbe(relative: string, code: string): string {
  const file = path.join(root, relative);
  fs.writeFileSync(file, code);
  probes.push(file);
  return file;
}

afterAll(() => {
  for (const file of probes) fs.rmSync(file, { force: true });
});

it('fails an import from ui/ into the store, and an import cycle, and passes the same code without them', async () => {
  const upward = writeProbe(
    'src/ui/LintProbeUpward.ts',
    "import { useAppDispatch } from '../state/hooks';\n\nexport const probe = useAppDispatch;\n",
  );
  const cycleA = writeProbe(
    'src/ui/LintProbeCycleA.ts',
    "import { probeB } from './LintProbeCycleB';\n\nexport const probeA = (): number => probeB() + 1;\n",
  );
  const cycleB = writeProbe(
    'src/ui/LintProbeCycleB.ts',
    "import { probeA } from './LintProbeCycleA';\n\nexport const probeB = (): number => (probeA.length > 0 ? 1 : 0);\n",
  );
  const clean = writeProbe(
    'src/ui/LintProbeClean.ts',
    "import { mediaUrl } from '../api/media';\n\nexport const probe = mediaUrl;\n",
  );

  const rules = await eslintRuleIds([upward, cycleA, cycleB, clean]);

  expect(rules.get(upward)).toEqual(['import-x/no-restricted-paths']);
  expect(rules.get(cycleA)).toEqual(['import-x/no-cycle']);
  expect(rules.get(cycleB)).toEqual(['import-x/no-cycle']);
  expect(rules.get(clean)).toEqual([]);
}, 120_000);

it("fails a value import of the content model or zod in the visitor's code, and passes a type import", async () => {
  const valueImport = writeProbe(
    'src/pages/home/LintProbeModel.ts',
    "import { contentModel } from '../../api/model';\n\nexport const probe = Object.keys(contentModel);\n",
  );
  const validator = writeProbe(
    'src/api/LintProbeZod.ts',
    "import { z } from 'zod';\n\nexport const probe = z.string();\n",
  );
  const typeImport = writeProbe(
    'src/pages/home/LintProbeModelType.ts',
    "import type { EntityName } from '../../api/model';\n\nexport const probe: EntityName = 'homeSettings';\n",
  );

  const rules = await eslintRuleIds([valueImport, validator, typeImport]);

  expect(rules.get(valueImport)).toEqual(['@typescript-eslint/no-restricted-imports']);
  expect(rules.get(validator)).toEqual(['@typescript-eslint/no-restricted-imports']);
  expect(rules.get(typeImport)).toEqual([]);
}, 120_000);

it('fails an import from one feature into another, and passes the same piece from a shared layer', async () => {
  const across = writeProbe(
    'src/features/contact/LintProbeAcross.ts',
    "import { selectSelectedProductId } from '../products/productsSlice';\n\nexport const probe = selectSelectedProductId;\n",
  );
  const shared = writeProbe(
    'src/features/contact/LintProbeShared.ts',
    "import { selectMobileMenuOpen } from '../../state/uiSlice';\n\nexport const probe = selectMobileMenuOpen;\n",
  );

  const rules = await eslintRuleIds([across, shared]);

  expect(rules.get(across)).toEqual(['import-x/no-restricted-paths']);
  expect(rules.get(shared)).toEqual([]);
}, 120_000);
