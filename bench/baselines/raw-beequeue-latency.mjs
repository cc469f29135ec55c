// Raw Bee-Queue latency floor: jobs saved one by one at an open-loop rate R, each timed from the
// call to save() to the first line of its handler (concurrency C, one process, removeOnSuccess).
// The least a push → worker pop can cost on this machine, measured as the project's commit →
// worker start is (bench/latency.ts).
// Usage: node raw-beequeue-latency.mjs [N=1000] [R list=50,200] [C=20]   (REDIS_URL or 127.0.0.1:6379)
import Queue from 'bee-queue';

const N = Number(process.argv[2] ?? 1000);
const Rs = (process.argv[3] ?? '50,200').split(',').map(Number);
const C = Number(process.argv[4] ?? 20);
const redis = { host: '127.0.0.1', port: 6379, ...(process.env.REDIS_URL ? { url: process.env.REDIS_URL } : {}) };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

for (const R of Rs) {
  const name = `raw-latency-${process.pid}-${R}`;
  const q = new Queue(name, { redis, removeOnSuccess: true, getEvents: false, sendEvents: false, storeJobs: false });
  await q.ready();
  const sentAt = new Map();
  const latencies = [];
  let resolveAll;
  const all = new Promise((resolve) => (resolveAll = resolve));
  q.process(C, async (job) => {
    latencies.push(performance.now() - sentAt.get(job.id));
    if (latencies.length === N) setImmediate(resolveAll);
  });
  // Warm: a few jobs before the clock, as the project's worker is ready before its level starts.
  for (let i = 0; i < 5; i++) await q.createJob({ warm: i }).save();
  await sleep(200);
  latencies.length = 0;
  const started = performance.now();
  for (let i = 0; i < N; i++) {
    const due = started + (i * 1000) / R;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const id = `j${i}`;
    sentAt.set(id, performance.now());
    void q.createJob({ i }).setId(id).save();
  }
  await all;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 100) / 100;
  console.log(
    JSON.stringify({
      bench: 'raw-beequeue-latency',
      N,
      rate: R,
      C,
      p50: at(50),
      p95: at(95),
      p99: at(99),
      max: at(100),
    }),
  );
  await q.destroy();
  await q.close();
}
