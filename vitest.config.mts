import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Resolve the @/ and @payload-config aliases from tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          setupFiles: ['tests/int/setup.ts'],
          // Each file has its own database and media folder (tests/int/setup.ts); two at a time
          // keep both cores busy once the browser build beside them ends. A worker's files share
          // its process, so node_modules load once per worker rather than once per file (6–10 s
          // each); setup.ts undoes what a file could leave to the next.
          maxWorkers: 2,
          isolate: false,
          testTimeout: 30_000,
          // A poll waits on jobs and the SMTP peer, which share the CPU with the browser tests:
          // vitest's default of 1 s made the sign-in e-mail's poll fail under load.
          expect: { poll: { timeout: 15_000 } },
          // One retry, as for the browser tests: `npm test`'s summary names every test that passed
          // only on its retry, so a race shows up there instead of failing one CI run in ten.
          retry: 1,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
