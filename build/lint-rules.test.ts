import { loadESLint } from 'eslint';

/**
 * The import rules of .eslintrc.cjs hold through the aliases: a forbidden import written with `@/` fails as its
 * relative form did (the TypeScript resolver reads tsconfig.json's paths), and no import climbs two folders.
 * Each text is linted as if it were a file of the tree, so the zones of that file apply.
 */
async function problems(filePath: string, code: string): Promise<string[]> {
  const LegacyESLint = await loadESLint({ useFlatConfig: false });
  const eslint = new LegacyESLint();
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

describe('the import rules through the aliases', () => {
  it('refuses a layer climbing up through @/: lib may import nothing of ours', async () => {
    expect(await problems('src/lib/contrast.ts', "export { selectAuth } from '@/features/session';\n")).toContainEqual(
      expect.stringContaining(
        'import/no-restricted-paths: Unexpected path "@/features/session" imported in restricted zone. lib imports nothing of ours',
      ),
    );
  }, 120_000);

  /** The import/no-restricted-paths problems of a text linted as that file. */
  const restricted = async (filePath: string, code: string) =>
    (await problems(filePath, code)).filter((problem) => problem.startsWith('import/no-restricted-paths'));

  it('keeps the store layer to api and lib, and below it nothing imports the store', async () => {
    expect(await restricted('src/store/app-state.ts', "export { selectAuth } from '@/features/session';\n")).toEqual([
      expect.stringContaining('store may import api and lib only'),
    ]);
    expect(
      await restricted('src/store/app-state.ts', "export { loadInBackground } from '@/runtime/background-loads';\n"),
    ).toEqual([expect.stringContaining('store may import api and lib only')]);
    expect(await restricted('src/api/created.ts', "export type { AppState } from '@/store';\n")).toEqual([
      expect.stringContaining('api may import lib only'),
    ]);
    expect(
      await restricted(
        'src/store/app-state.ts',
        "export { baseApi } from '@/api';\nexport { csvText } from '@/lib/csv';\n",
      ),
    ).toEqual([]);
  }, 120_000);

  it('keeps the runtime layer to lib, and below it nothing imports the runtime', async () => {
    expect(await restricted('src/runtime/favicon.ts', "export { setLeftOutSink } from '@/api/drift';\n")).toEqual([
      expect.stringContaining('runtime may import lib only'),
    ]);
    expect(await restricted('src/runtime/favicon.ts', "export type { AppState } from '@/store';\n")).toEqual([
      expect.stringContaining('runtime may import lib only'),
    ]);
    expect(await restricted('src/api/drift.ts', "export { recordUnshown } from '@/runtime/unshown';\n")).toEqual([
      expect.stringContaining('api may import lib only'),
    ]);
    expect(await restricted('src/runtime/favicon.ts', "export { csvText } from '@/lib/csv';\n")).toEqual([]);
  }, 120_000);

  it("refuses another feature's inside through @/, and allows its index", async () => {
    const inside = await problems(
      'src/features/users/api.ts',
      "export { signedIn } from '@/features/session/model/slice';\n",
    );
    expect(inside).toContainEqual(expect.stringContaining('Import another feature only through its index.ts.'));
    const index = await problems('src/features/users/api.ts', "export { signedIn } from '@/features/session';\n");
    expect(index.filter((problem) => problem.startsWith('import/no-restricted-paths'))).toEqual([]);
  }, 120_000);

  it('refuses the mocks in production code through @mocks/', async () => {
    expect(await problems('src/features/users/api.ts', "export { mockControl } from '@mocks/node';\n")).toContainEqual(
      expect.stringContaining('src never imports mocks, e2e or testing'),
    );
  }, 120_000);

  it('refuses an import that climbs two folders, static, dynamic or mocked', async () => {
    const found = await problems(
      'src/features/users/components/users-page.test.tsx',
      "import { x } from '../../../lib/contrast';\nvi.mock('../../../lib/contrast');\nvoid import('../../../lib/contrast');\nexport { x };\n",
    );
    expect(found.filter((problem) => problem.includes('instead of climbing more than one folder'))).toHaveLength(3);
  }, 120_000);
});
