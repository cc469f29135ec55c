#!/usr/bin/env bash
# Supply-chain check of what ships: no high or critical advisory in the production dependencies
# (the tree the image installs with `npm ci --omit=dev`). CI runs it (.ci/run).
#
# 1. `npm audit --omit=dev --audit-level=high` against the registry's advisory database: the check.
# 2. Only when that endpoint cannot be reached or refuses the request (a network or registry
#    error, never a finding): scripts/audit-lockfile.js, a hand-kept list of known-bad package
#    versions checked against package-lock.json. It cannot see advisories published after the
#    list was written; the output says which of the two ran. AUDIT_REQUIRE_REGISTRY=1 makes an
#    unreachable endpoint a failure instead.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

if npm audit --omit=dev --audit-level=high --json >"$out" 2>"$err"; then
  echo "audit: npm audit (registry advisory database): no high or critical advisory in production dependencies"
  node -e 'const m = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")).metadata; console.log(`audit:   ${m.dependencies.prod ?? m.dependencies.total} production packages; below the threshold: ${JSON.stringify(m.vulnerabilities)}`)' "$out"
  exit 0
fi

if grep -q '"auditReportVersion"' "$out"; then
  echo "audit: npm audit (registry advisory database): FAILED, high or critical advisories in production dependencies:"
  node -e '
    const report = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
    for (const [name, v] of Object.entries(report.vulnerabilities)) {
      if (v.severity !== "high" && v.severity !== "critical") continue;
      const via = v.via.map((x) => typeof x === "string" ? `via ${x}` : `${x.title} ${x.url}`).join("; ");
      const fix = v.fixAvailable === false ? "no fix" : v.fixAvailable === true ? "fix: npm audit fix" : `fix: ${v.fixAvailable.name}@${v.fixAvailable.version}`;
      console.log(`audit:   ${v.severity} ${name} ${v.range} (${v.nodes.join(", ")}): ${via} [${fix}]`);
    }' "$out"
  exit 1
fi

# No report: either the endpoint is unavailable (npm says "audit endpoint returned an error", for
# a refused request or a network failure alike) or npm itself failed (no lockfile, bad config).
if ! grep -q 'audit endpoint returned an error' "$err"; then
  echo "audit: npm audit failed without reaching the advisory database:"
  cat "$err" "$out"
  exit 1
fi
reason=$(node -e 'try { console.log(JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")).message ?? "no message") } catch { console.log("no message") }' "$out")
echo "audit: the registry advisory endpoint is unavailable ($reason)"
if [ "${AUDIT_REQUIRE_REGISTRY:-0}" = 1 ]; then
  echo "audit: FAILED: AUDIT_REQUIRE_REGISTRY=1 and the advisory database could not be consulted"
  exit 1
fi
echo "audit: FALLBACK: lockfile check against a hand-kept list of known-bad versions (scripts/audit-lockfile.js); advisories newer than that list are NOT seen"
node scripts/audit-lockfile.js package-lock.json
