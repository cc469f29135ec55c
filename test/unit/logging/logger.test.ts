import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseEnv } from '../../../src/config/env';
import { createLogger, log, loggerSettingsOf, setRootLogger, withLogContext } from '../../../src/logging/logger';
import { formatLine } from '../../../src/logging/line-format';
import { captureLogs } from '../../helpers/log-capture';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLWEiLCJleHAiOjE5MDAwMDAwMDB9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const SIGNATURE = '4f1a9c0e7d2b3a5968f0e1d2c3b4a5968f0e1d2c3b4a5968f0e1d2c3b4a59680';
const PRESIGNED = `https://doongzi-files.s3.ap-northeast-2.amazonaws.com/registry/n1/t1.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE%2F20260101%2Fap-northeast-2%2Fs3%2Faws4_request&X-Amz-Signature=${SIGNATURE}`;

describe('logger', () => {
  test('every line inside a log context carries its fields, however deep the code that logs', async () => {
    const { logger, lines } = captureLogs();
    const previous = setRootLogger(logger);
    try {
      const nested = async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        log().info('deep inside');
      };
      await withLogContext({ taskId: 't-1', kind: 'OCR' }, () => withLogContext({ attempt: 2 }, nested));
      log().info('outside');
    } finally {
      setRootLogger(previous);
    }
    assert.deepEqual(
      lines.map((l) => [l.msg, l['taskId'], l['kind'], l['attempt']]),
      [
        ['deep inside', 't-1', 'OCR', 2],
        ['outside', undefined, undefined, undefined],
      ],
    );
  });

  test("no line carries a bearer token, a JWT or a presigned URL's signature, even inside an error", () => {
    const { logger, text } = captureLogs();
    const error = new Error(`upstream refused Authorization: Bearer ${JWT} for ${PRESIGNED}`, {
      cause: new Error(`token ${JWT}`),
    });
    logger.error({ err: error }, 'object upload failed');
    logger.warn(
      { url: PRESIGNED, headers: { authorization: `Bearer ${JWT}` }, token: 'opaque-session-token' },
      'fetched',
    );
    logger.info(`a message that quotes ${PRESIGNED} and postgres://doongzi:s3cret-pass@db:5432/doongzi`);
    const out = text();
    for (const secret of [JWT, 'eyJ', SIGNATURE, 'X-Amz-Credential=AKIA', 'opaque-session-token', 's3cret-pass']) {
      assert.ok(!out.includes(secret), `${secret} leaked:\n${out}`);
    }
    assert.match(out, /upstream refused Authorization: Bearer \[redacted\]/, 'the message itself stays');
    assert.match(out, /t1\.pdf\?\[redacted\]/, 'the object the URL names stays');
  });

  test('prose that only mentions a bearer token is left as written', () => {
    const { logger, lines } = captureLogs();
    logger.warn('a bearer token is required');
    assert.equal(lines[0].msg, 'a bearer token is required');
  });

  test('development lines are one readable line: time, level, process, message, fields', () => {
    const lines: string[] = [];
    const logger = createLogger({
      part: 'worker',
      level: 'info',
      format: 'lines',
      destination: { write: (line: string) => lines.push(line) },
    });
    logger
      .child({ taskId: 't-1', kind: 'OCR', attempt: 0 })
      .warn({ err: new Error('page 3 unreadable'), outcome: 'retry' }, 'attempt failed; a retry is scheduled');
    assert.match(
      lines[0],
      /^\d\d:\d\d:\d\d\.\d{3} WARN {2}worker attempt failed; a retry is scheduled taskId=t-1 kind=OCR attempt=0 outcome=retry err="page 3 unreadable"\n$/,
    );
  });

  test('an error line in development shows its stack on the lines below', () => {
    const line = formatLine(
      JSON.stringify({
        level: 'error',
        time: '2026-01-01T00:00:00.000Z',
        process: 'api',
        msg: 'internal error',
        err: { message: 'boom', stack: 'Error: boom\n    at x (a.ts:1:1)' },
      }),
    );
    assert.equal(line, '00:00:00.000 ERROR api internal error\n    Error: boom\n        at x (a.ts:1:1)\n');
  });

  test('JSON lines in production, readable lines elsewhere, at LOG_LEVEL', () => {
    assert.deepEqual(
      loggerSettingsOf(
        parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'a-real-secret-of-32-characters!!', LOG_LEVEL: 'warn' }),
        'api',
      ),
      { part: 'api', level: 'warn', format: 'json' },
    );
    assert.deepEqual(loggerSettingsOf(parseEnv({}), 'worker'), { part: 'worker', level: 'info', format: 'lines' });
    const { logger, lines } = captureLogs('warn');
    logger.info('dropped');
    logger.warn('kept');
    assert.deepEqual(
      lines.map((l) => l.msg),
      ['kept'],
    );
  });
});
