import { beforeEach, vi } from 'vitest';

// Unexpected console.error/warn (a handler answering an undeclared status, an MSW warning) fail the test.
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
    });
  }
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
