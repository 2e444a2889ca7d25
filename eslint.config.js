import fs from "node:fs";
import path from "node:path";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const root = import.meta.dirname;
const abs = (...parts) => path.join(root, ...parts);
const featuresIn = (dir) =>
  fs
    .readdirSync(abs(dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// Feature boundaries (docs/ARCHITECTURE.md, "Boundaries"): a feature reaches another one only
// through its public entries: `*.public.ts` on the server, `index.ts` on the client. One zone per
// feature, generated from the folders so a new feature is covered without editing this file.
const serverZones = featuresIn("server/features").map((name) => ({
  target: `./server/features/${name}`,
  from: [abs("server/features/*/**")],
  except: [abs("server/features", name, "**"), abs("server/features/*/*.public.ts"), abs("server/features/*.ts")],
  message: `Un'altra feature si importa solo dai suoi file *.public.ts (docs/ARCHITECTURE.md).`,
}));
const clientZones = featuresIn("client/src/features").map((name) => ({
  target: `./client/src/features/${name}`,
  from: [abs("client/src/features/*/**")],
  except: [abs("client/src/features", name, "**"), abs("client/src/features/*/index.ts")],
  message: `Un'altra feature si importa solo dal suo index.ts (docs/ARCHITECTURE.md).`,
}));

// Tests may also use another feature's test fixtures (its test/, testing/ and test-helpers files).
const testSupport = [abs("server/features/*/test/**"), abs("server/features/*/testing/**"), abs("server/features/*/test-helpers.ts")];
const testZones = serverZones.map((z) => ({ ...z, except: [...z.except, ...testSupport] }));

const STATUS_NUMBER = "/^[1-5][0-9][0-9]$/";
const STATUS_MESSAGE = "Si confronta il codice d'errore (hasErrorCode, shared/errors.ts), non il numero di stato HTTP (docs/client.md, \"Data fetching\").";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", ".data/**", "coverage/**", "migrations/**"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-explicit-any": "warn",
      "no-console": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      // The TypeScript files are parsed and followed too (no-cycle walks the whole graph).
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      // Resolves the tsconfig aliases (@/…, @shared/…) so the rules see the real files.
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: abs("tsconfig.json") })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...serverZones, ...clientZones] }],
    },
  },
  {
    // Client code branches on the server's error code, never on an HTTP status number
    // (docs/client.md, "Data fetching"): only the call helper reads the status.
    files: ["client/src/**/*.{ts,tsx}"],
    ignores: ["client/src/lib/api.ts", "**/*.test.{ts,tsx}", "**/test/**", "**/testing/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `BinaryExpression:matches([left.property.name='status'][right.raw=${STATUS_NUMBER}], [right.property.name='status'][left.raw=${STATUS_NUMBER}])`,
          message: STATUS_MESSAGE,
        },
        { selector: `SwitchStatement[discriminant.property.name='status'] > SwitchCase[test.raw=${STATUS_NUMBER}]`, message: STATUS_MESSAGE },
      ],
    },
  },
  {
    // No function longer than about a screen (docs/ARCHITECTURE.md, "Function size"): a longer one is
    // split into hooks, components or functions of one concern. Content and data files, and tests,
    // are long by nature and excepted.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: [
      "**/*.test.{ts,tsx}", "**/test/**", "**/testing/**", "**/test-helpers.ts", "e2e/**",
      "server/features/courses/content/**", "shared/facts/registry*.ts", "shared/literacy/items.ts", "**/*seed*.ts",
    ],
    rules: { "max-lines-per-function": ["error", { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ["**/*.test.{ts,tsx}", "**/test/**", "**/testing/**", "**/test-helpers.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...testZones, ...clientZones] }],
    },
  },
);
