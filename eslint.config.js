import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { featureBoundaries } from "./scripts/lint/featureBoundaries.js";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "migrations/", "data/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      eqeqeq: ["error", "always"],
      "no-console": "off",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features use one another only through api.ts (scripts/lint/featureBoundaries.js).
    files: ["client/src/features/**/*.{ts,tsx}"],
    plugins: { client: { rules: { "feature-boundaries": featureBoundaries } } },
    rules: {
      "client/feature-boundaries": ["error", { srcDir: fileURLToPath(new URL("./client/src", import.meta.url)) }],
    },
  },
);
