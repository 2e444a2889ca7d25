import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

// findBy*/waitFor wait for the condition up to 10 s (the library's 1 s default fails on a busy
// shared CI machine, where a render after a click can take longer; a passing wait returns at once).
configure({ asyncUtilTimeout: 10_000 });

// The client files of a worker share its modules and its jsdom (vitest.config.ts): each file starts
// as a fresh one would, with real timers, no stubbed global, no spy left and empty storage.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
localStorage.clear();
sessionStorage.clear();

afterEach(() => cleanup());

// A page's lazy import (a chart, the chat panel) started by a test may still be loading when the
// file's last test ends. Vitest closes the file's channel to the module server then, and with
// shared modules a half-loaded module would keep that failure for the next file of the worker that
// imports it ("Cannot load … after the environment was torn down"). The file ends once they are in.
afterAll(() => vi.dynamicImportSettled());
