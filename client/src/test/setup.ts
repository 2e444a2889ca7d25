import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor wait for the condition up to 10 s (the library's 1 s default fails on a busy
// shared CI machine, where a render after a click can take longer; a passing wait returns at once).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
