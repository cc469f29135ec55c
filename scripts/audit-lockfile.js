// The fallback of scripts/audit.sh when the registry's advisory endpoint cannot be reached: reads
// package-lock.json and refuses, in the tree `npm ci --omit=dev` installs, the packages and
// versions listed below.
//
// What it can see: only this list, written by hand from advisories known when it was last edited
// (each entry names its advisory). What it cannot see: any advisory published since, and any
// package not listed — a clean result here means "none of the known-bad versions", not "no
// known vulnerability". The real audit (`npm audit --omit=dev`) is the check; this keeps CI
// from going blind, or from passing silently, when the endpoint is down.
//
//   node scripts/audit-lockfile.js [path/to/package-lock.json]
'use strict';
const { readFileSync } = require('node:fs');
const path = require('node:path');

/**
 * name → list of { range, why }; ranges as {@link satisfies} reads them. High or critical
 * advisories only, as the real audit's threshold.
 */
const KNOWN_BAD = {
  // s3rver's multipart stack: every dicer is affected and none is fixed; busboy < 1 depends on it.
  dicer: [{ range: '*', why: 'GHSA-wm7h-9275-46v2 (high): crash in HeaderParser, no fixed version' }],
  busboy: [{ range: '<1.0.0', why: 'depends on dicer (GHSA-wm7h-9275-46v2, high)' }],
  'fast-xml-parser': [
    { range: '<4.2.4', why: 'GHSA-6w63-h3fj-q4vw (high): ReDoS through entity names' },
    { range: '<4.4.1', why: 'GHSA-mpg4-rc92-vx8v (high): ReDoS in currency parsing' },
  ],
  ws: [
    {
      range: '>=2.1.0 <5.2.4 || >=6.0.0 <6.2.3 || >=7.0.0 <7.5.10 || >=8.0.0 <8.17.1',
      why: 'GHSA-3h5v-q93c-6h6q (high): DoS with many HTTP headers',
    },
  ],
  jsonwebtoken: [
    { range: '<9.0.0', why: 'GHSA-8cf7-32gw-wr33, GHSA-hjrf-2m68-5959: legacy key types, insecure key retrieval' },
  ],
  jws: [{ range: '<3.2.3 || =4.0.0', why: 'GHSA-869p-cjfg-cm3x (high): improper HMAC signature verification' }],
  'sha.js': [{ range: '<2.4.12', why: 'GHSA-95m3-7q98-8xr5 (critical): missing type checks allow hash rewind' }],
  'cipher-base': [{ range: '<1.0.5', why: 'GHSA-cpq7-6gpm-g9rc (critical): missing type checks allow hash rewind' }],
  pbkdf2: [{ range: '<3.1.3', why: 'GHSA-h7cp-r72f-jxh6 / GHSA-v62p-rq8g-8h59 (critical): predictable or zero keys' }],
  'form-data': [
    {
      range: '<2.5.4 || >=3.0.0 <3.0.4 || >=4.0.0 <4.0.4',
      why: 'GHSA-fjxv-7rqg-78g4 (critical): predictable multipart boundary',
    },
  ],
  'body-parser': [{ range: '<1.20.3', why: 'GHSA-qwcr-r2fm-qrc7 (high): DoS with url encoding' }],
  'path-to-regexp': [
    {
      range: '<0.1.10 || >=0.2.0 <1.9.0 || >=2.0.0 <3.3.0 || >=4.0.0 <6.3.0 || >=7.0.0 <8.0.0',
      why: 'GHSA-9wv6-86v2-598j (high): backtracking regular expressions',
    },
  ],
  braces: [{ range: '<3.0.3', why: 'GHSA-grv7-fg5c-xmjg (high): uncontrolled resource consumption' }],
  'cross-spawn': [{ range: '<6.0.6 || >=7.0.0 <7.0.5', why: 'GHSA-3xgq-45jj-v275 (high): ReDoS' }],
  // The packages published with malware on 2025-09-08 (a maintainer's account taken over); only
  // these exact versions.
  debug: [{ range: '=4.4.2', why: 'malware (2025-09-08 account takeover)' }],
  chalk: [{ range: '=5.6.1', why: 'malware (2025-09-08 account takeover)' }],
  'ansi-styles': [{ range: '=6.2.2', why: 'malware (2025-09-08 account takeover)' }],
  'ansi-regex': [{ range: '=6.2.1', why: 'malware (2025-09-08 account takeover)' }],
  'strip-ansi': [{ range: '=7.1.1', why: 'malware (2025-09-08 account takeover)' }],
  'wrap-ansi': [{ range: '=9.0.1', why: 'malware (2025-09-08 account takeover)' }],
  'slice-ansi': [{ range: '=7.1.1', why: 'malware (2025-09-08 account takeover)' }],
  'supports-color': [{ range: '=10.2.1', why: 'malware (2025-09-08 account takeover)' }],
  'color-convert': [{ range: '=3.1.1', why: 'malware (2025-09-08 account takeover)' }],
  'color-name': [{ range: '=2.0.1', why: 'malware (2025-09-08 account takeover)' }],
  'color-string': [{ range: '=2.1.1', why: 'malware (2025-09-08 account takeover)' }],
  'simple-swizzle': [{ range: '=0.2.3', why: 'malware (2025-09-08 account takeover)' }],
  'is-arrayish': [{ range: '=0.3.3', why: 'malware (2025-09-08 account takeover)' }],
  'error-ex': [{ range: '=1.3.3', why: 'malware (2025-09-08 account takeover)' }],
  'has-ansi': [{ range: '=6.0.1', why: 'malware (2025-09-08 account takeover)' }],
  'supports-hyperlinks': [{ range: '=4.1.1', why: 'malware (2025-09-08 account takeover)' }],
  'chalk-template': [{ range: '=1.1.1', why: 'malware (2025-09-08 account takeover)' }],
  backslash: [{ range: '=0.2.1', why: 'malware (2025-09-08 account takeover)' }],
};

/** `1.2.3` → [1, 2, 3]; a pre-release counts as its release (conservative for `<` bounds). */
function parseVersion(text) {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(text);
  if (!m) throw new Error(`not a version: ${text}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * Whether `version` is in `range`: alternatives joined by `||`, each `*` or comparators
 * (`<`, `<=`, `>=`, `=`) joined by spaces, all of which must hold — the form advisories use.
 */
function satisfies(version, range) {
  const v = parseVersion(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        if (comparator === '*') return true;
        const m = /^(<=|<|>=|=)(\d.*)$/.exec(comparator);
        if (!m) throw new Error(`unsupported comparator: ${comparator}`);
        const c = compare(v, parseVersion(m[2]));
        return { '<': c < 0, '<=': c <= 0, '>=': c >= 0, '=': c === 0 }[m[1]];
      }),
  );
}

/**
 * Every package of the lockfile (v2/v3), `production` when `npm ci --omit=dev` installs it (not
 * marked dev or devOptional).
 */
function lockedPackages(lock) {
  if (!lock.packages)
    throw new Error('package-lock.json has no "packages" (lockfile v1): run npm install with npm ≥ 7');
  const found = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location === '' || entry.link || !entry.version) continue;
    const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    found.push({ name, version: entry.version, location, production: !entry.dev && !entry.devOptional });
  }
  return found;
}

function main() {
  const file = path.resolve(process.argv[2] ?? 'package-lock.json');
  const locked = lockedPackages(JSON.parse(readFileSync(file, 'utf8')));
  const findings = [];
  for (const pkg of locked) {
    for (const bad of KNOWN_BAD[pkg.name] ?? []) {
      if (satisfies(pkg.version, bad.range)) findings.push({ ...pkg, why: bad.why });
    }
  }
  const shipped = findings.filter((f) => f.production);
  const devOnly = [...new Set(findings.filter((f) => !f.production).map((f) => `${f.name}@${f.version}`))];
  console.log(
    `audit-lockfile: ${locked.filter((p) => p.production).length} production packages in ${path.basename(file)}, checked against ${Object.keys(KNOWN_BAD).length} known-bad names`,
  );
  // Development packages never ship (the image installs with --omit=dev); named so they stay in view.
  if (devOnly.length > 0)
    console.log(`audit-lockfile: in development dependencies only, not refused: ${devOnly.join(', ')}`);
  for (const f of shipped) console.log(`audit-lockfile:   REFUSED ${f.name}@${f.version} (${f.location}): ${f.why}`);
  if (shipped.length > 0) {
    console.log(`audit-lockfile: ${shipped.length} known-bad package version(s) in the production tree`);
    process.exit(1);
  }
  console.log('audit-lockfile: none of the known-bad versions is in the production tree');
}

if (require.main === module) main();
module.exports = { satisfies, lockedPackages, KNOWN_BAD };
