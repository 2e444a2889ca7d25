import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

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
