import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { IsolationGate } from '../../../src/worker-runtime/isolation-gate';

/** A job that records when it starts and ends, and finishes when told. */
function job(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`${name}+`);
      await done;
      log.push(`${name}-`);
    },
    finish,
  };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('the isolation gate of a worker process', () => {
  test('pool jobs run beside each other', async () => {
    const gate = new IsolationGate();
    const log: string[] = [];
    const [a, b] = [job(log, 'a'), job(log, 'b')];
    const runs = [gate.runBeside(a.run), gate.runBeside(b.run)];
    await turn();
    assert.deepEqual(log, ['a+', 'b+']);
    a.finish();
    b.finish();
    await Promise.all(runs);
  });

  test('an isolated job waits for the running pool, holds back later pool jobs, and runs alone', async () => {
    const gate = new IsolationGate();
    const log: string[] = [];
    const [a, alone, late] = [job(log, 'a'), job(log, 'alone'), job(log, 'late')];
    const runs = [gate.runBeside(a.run), gate.runAlone(alone.run), gate.runBeside(late.run)];
    await turn();
    assert.deepEqual(log, ['a+'], 'the isolated job waits for the pool; the later pool job waits behind it');
    assert.equal(gate.queued, 2);
    a.finish();
    await turn();
    await turn();
    assert.deepEqual(log, ['a+', 'a-', 'alone+']);
    alone.finish();
    await turn();
    await turn();
    assert.deepEqual(log, ['a+', 'a-', 'alone+', 'alone-', 'late+']);
    late.finish();
    await Promise.all(runs);
  });

  test('two isolated jobs run one after the other', async () => {
    const gate = new IsolationGate();
    const log: string[] = [];
    const [x, y] = [job(log, 'x'), job(log, 'y')];
    const runs = [gate.runAlone(x.run), gate.runAlone(y.run)];
    await turn();
    assert.deepEqual(log, ['x+']);
    x.finish();
    await turn();
    await turn();
    assert.deepEqual(log, ['x+', 'x-', 'y+']);
    y.finish();
    await Promise.all(runs);
  });

  test('a job that throws still opens the gate', async () => {
    const gate = new IsolationGate();
    await assert.rejects(
      gate.runAlone(async () => {
        throw new Error('boom');
      }),
      /boom/,
    );
    assert.equal(await gate.runBeside(async () => 'ran'), 'ran');
  });
});
