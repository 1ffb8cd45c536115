import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files run side by side, at least two at a time: vitest's default (one fewer than the cores) is one at a
    // time on CI's two cores, while a browser test's file mostly waits for Chromium and a server's file for
    // PostgreSQL or its child processes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
