import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bucketOf, HISTOGRAMS, type HistogramSeries } from '../../../src/metrics/metrics';
import { renderHistogram } from '../../../src/metrics/prometheus';
import { queueWaitSeconds } from '../../../src/metrics/task-timing';

describe('histogram buckets', () => {
  const bounds = [0.01, 0.1, 1];

  test('a value falls in the lowest bucket whose bound is at or above it', () => {
    assert.equal(bucketOf(bounds, 0), '0.01');
    assert.equal(bucketOf(bounds, 0.01), '0.01', 'a bound is inclusive (le)');
    assert.equal(bucketOf(bounds, 0.0100001), '0.1');
    assert.equal(bucketOf(bounds, 1), '1');
  });

  test('a value above every bound falls in +Inf', () => {
    assert.equal(bucketOf(bounds, 1.5), '+Inf');
  });

  test('every histogram has rising bounds within its documented range', () => {
    const ranges = {
      task_queue_wait_seconds: [0.005, 300],
      task_run_seconds: [0.01, 600],
      graphql_operation_seconds: [0.001, 10],
      process_event_loop_delay_max_seconds: [0.001, 2.5],
      process_gc_pause_seconds: [0.0005, 1],
    };
    for (const [name, { buckets }] of Object.entries(HISTOGRAMS)) {
      assert.deepEqual([buckets[0], buckets.at(-1)], ranges[name as keyof typeof ranges], name);
      assert.ok(
        buckets.every((b, i) => i === 0 || b > buckets[i - 1]),
        `${name} rises`,
      );
    }
  });
});

describe('queue wait of a job', () => {
  test("counts from the job's creation", () => {
    assert.equal(queueWaitSeconds({ timestamp: 10_000 }, 12_500), 2.5);
  });

  test('a delayed job counts only from when it became due', () => {
    assert.equal(queueWaitSeconds({ timestamp: 10_000, delay: 60_000 }, 60_250), 0.25);
  });

  test('a job without a timestamp waited nothing', () => {
    assert.equal(queueWaitSeconds({}, 12_500), 0);
  });
});

describe('histogram rendering (Prometheus text)', () => {
  const series = (
    labels: Record<string, string>,
    buckets: Record<string, number>,
    sumSeconds: number,
    count: number,
  ): HistogramSeries => ({ name: 'graphql_operation_seconds', labels, buckets, sumSeconds, count });

  test('HELP and TYPE, cumulative buckets up to +Inf, then _sum and _count', () => {
    const text = renderHistogram('graphql_operation_seconds', [
      series({ type: 'query', outcome: 'ok' }, { '0.001': 1, '0.05': 2, '+Inf': 1 }, 12.5, 4),
    ]);
    const lines = text.split('\n');
    assert.equal(
      lines[0],
      `# HELP doongzi_graphql_operation_seconds ${HISTOGRAMS.graphql_operation_seconds.help} (cluster-wide)`,
    );
    assert.equal(lines[1], '# TYPE doongzi_graphql_operation_seconds histogram');
    const bucket = (le: string) =>
      lines
        .find((l) => l.startsWith(`doongzi_graphql_operation_seconds_bucket{type="query",outcome="ok",le="${le}"} `))
        ?.split(' ')[1];
    assert.equal(bucket('0.001'), '1');
    assert.equal(bucket('0.025'), '1', 'an empty bucket carries the ones below it');
    assert.equal(bucket('0.05'), '3');
    assert.equal(bucket('10'), '3');
    assert.equal(bucket('+Inf'), '4', 'the last bucket is the count, the slow one included');
    assert.equal(
      lines.filter((l) => l.includes('_bucket')).length,
      HISTOGRAMS.graphql_operation_seconds.buckets.length + 1,
    );
    assert.deepEqual(lines.slice(-2), [
      'doongzi_graphql_operation_seconds_sum{type="query",outcome="ok"} 12.5',
      'doongzi_graphql_operation_seconds_count{type="query",outcome="ok"} 4',
    ]);
  });

  test('series come sorted by their labels', () => {
    const text = renderHistogram('graphql_operation_seconds', [
      series({ type: 'query', outcome: 'ok' }, { '0.001': 1 }, 0.001, 1),
      series({ type: 'mutation', outcome: 'error' }, { '1': 1 }, 0.7, 1),
    ]);
    const counts = text.split('\n').filter((l) => l.includes('_count'));
    assert.deepEqual(counts, [
      'doongzi_graphql_operation_seconds_count{type="mutation",outcome="error"} 1',
      'doongzi_graphql_operation_seconds_count{type="query",outcome="ok"} 1',
    ]);
  });

  test('a histogram nobody observed yet is only its HELP and TYPE', () => {
    assert.equal(renderHistogram('task_run_seconds', []).split('\n').length, 2);
  });

  test('label values are escaped', () => {
    const text = renderHistogram('graphql_operation_seconds', [series({ type: 'a"b\\c\nd' }, {}, 0, 0)]);
    assert.match(text, /_count\{type="a\\"b\\\\c\\nd"\} 0$/);
  });
});
