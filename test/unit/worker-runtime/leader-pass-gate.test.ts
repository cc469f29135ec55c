import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import { LeaderPassGate } from '../../../src/worker-runtime/leader-pass-gate';

/** A lock whose holding the test decides, counting how often the gate asked Redis for it. */
function fakeLock(held = true) {
  const lock = {
    held,
    acquires: 0,
    async acquire() {
      lock.acquires += 1;
      return lock.held;
    },
    async stillHeld() {
      return lock.held;
    },
  };
  return lock;
}

describe('the reaper pass gate', () => {
  beforeEach(() => mock.timers.enable({ apis: ['Date'], now: 1_000_000 }));
  afterEach(() => mock.timers.reset());

  test('each pass renews the lock, and a pass refused for a lost lock says so', async () => {
    const lock = fakeLock();
    const gate = new LeaderPassGate(lock, 1_000);
    assert.equal(await gate.open(), true);
    assert.equal(await gate.open(), true);
    assert.equal(lock.acquires, 2, 'renewed before every pass');
    lock.held = false;
    assert.equal(await gate.open(), false);
    assert.equal(gate.stopped, 'lock-lost');
  });

  test('a pass stops at its deadline, and the next pass gets a deadline of its own', async () => {
    const gate = new LeaderPassGate(fakeLock(), 1_000);
    await gate.open();
    mock.timers.tick(999);
    assert.equal(await gate.keepGoing(), true);
    mock.timers.tick(1);
    assert.equal(await gate.keepGoing(), false);
    assert.equal(gate.stopped, 'deadline');
    assert.equal(await gate.keepGoing(), false, 'a stopped pass stays stopped');
    assert.equal(await gate.open(), true);
    assert.equal(gate.stopped, null);
    assert.equal(await gate.keepGoing(), true);
  });

  test('a pass whose lock is lost between two items stops there', async () => {
    const lock = fakeLock();
    const gate = new LeaderPassGate(lock, 60_000);
    await gate.open();
    assert.equal(await gate.keepGoing(), true);
    lock.held = false;
    assert.equal(await gate.keepGoing(), false);
    assert.equal(gate.stopped, 'lock-lost');
    lock.held = true;
    assert.equal(await gate.keepGoing(), false, 'no item more in this pass, even if the lock came back');
  });

  test('closing the gate stops the running pass and refuses the next', async () => {
    const gate = new LeaderPassGate(fakeLock(), 60_000);
    await gate.open();
    gate.close();
    assert.equal(await gate.keepGoing(), false);
    assert.equal(gate.stopped, 'stopping');
    assert.equal(await gate.open(), false);
  });
});
