import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { print } from 'graphql';
import { insertTask } from '../../../src/tasks/transitions';
import { saveTaskFile } from '../../../src/files/file.storage';
import {
  CreateNestDocument,
  NestTaskUpdatedDocument,
  RequestRegistryIssuanceDocument,
  TaskDocument,
} from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';

const squash = (s: string) => s.replace(/\s+/g, '');

/**
 * The whole issuance pipeline (SPEC §4.2, §4.4, §4.5): issuance → OCR → rights analysis, each its
 * own task, with real OCR on a scanned certificate.
 */
describe('issuance, OCR and rights analysis', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({
      workerQueues: ['issuance', 'ocr', 'registry-analysis'],
      env: { OCR_RETRY_DELAY_MS: '100' },
    });
  });
  after(() => stack.close());

  async function truthOf(address: string) {
    const res = await fetch(`${stack.simulator.url}/v1/truth?address=${encodeURIComponent(address)}`);
    return (await res.json()) as { truth: { currentOwners: string[]; address: string } };
  }

  async function runPipeline(token: string, input: { address: string; depositKrw?: number; marketPriceKrw?: number }) {
    const nest = dataOf(await gql(stack.url, CreateNestDocument, { input: { name: 'n', ...input } }, token)).createNest;
    const issuance = dataOf(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, token))
      .requestRegistryIssuance.task;
    const finished = await waitFor(
      'analysis final',
      async () => {
        const task = dataOf(await gql(stack.url, TaskDocument, { id: issuance.id }, token)).task;
        if (task?.__typename !== 'RegistryIssuanceTask') return undefined;
        const ocr = task.ocrTask;
        const analysis = ocr?.__typename === 'OcrTask' ? ocr.analysisTask : null;
        if (ocr?.status === 'FAILED') return task;
        return analysis && ['SUCCESS', 'FAILED'].includes(analysis.status) ? task : undefined;
      },
      90_000,
      250,
    );
    return { nest, finished };
  }

  test('a text-layer certificate: the text is stored and the analysis reads its mortgage', async () => {
    const address = '서울특별시 마포구 월드컵북로 400, 101동 804호 [근저당 240000000]';
    const token = stack.token('pipeline-1');
    const { finished } = await runPipeline(token, { address });
    assert.equal(finished.status, 'SUCCESS');
    const ocr = finished.__typename === 'RegistryIssuanceTask' ? finished.ocrTask : null;
    assert.ok(ocr?.__typename === 'OcrTask');
    assert.equal(ocr.status, 'SUCCESS');
    const text = squash(ocr.file.ocrText ?? '');
    const { truth } = await truthOf(address);
    for (const owner of truth.currentOwners) assert.ok(text.includes(squash(owner)), `owner ${owner} in the text`);
    assert.ok(text.includes(squash(truth.address).slice(0, 12)), 'the address is in the text');
    assert.ok(text.includes('240,000,000'), 'the mortgage amount is in the text');
    assert.equal(ocr.analysisTask?.status, 'SUCCESS');
  });

  test('a scanned certificate goes through tesseract and its owner, address and mortgage are read', async () => {
    const address = '서울특별시 마포구 성암로 15, 3동 201호 [근저당 180000000] [스캔]';
    const token = stack.token('pipeline-2');
    const { finished } = await runPipeline(token, { address });
    const ocr = finished.__typename === 'RegistryIssuanceTask' ? finished.ocrTask : null;
    assert.ok(ocr?.__typename === 'OcrTask');
    assert.equal(ocr.status, 'SUCCESS', `${ocr.errorCode} ${ocr.errorMessage}`);
    const text = squash(ocr.file.ocrText ?? '');
    const { truth } = await truthOf(address);
    for (const owner of truth.currentOwners)
      assert.ok(text.includes(squash(owner)), `owner ${owner} in ${text.slice(0, 400)}`);
    assert.ok(text.includes('180,000,000'), 'the mortgage amount is in the text');
    assert.ok(text.includes(squash('성암로')), 'the address is in the text');
  });

  test('deposit + secured debt over 70 % of the price: DANGER with SECURED_DEBT_HIGH, pushed live to the nest', async () => {
    const address = '서울특별시 강서구 공항대로 200, 5동 1101호 [근저당 300000000]';
    const token = stack.token('pipeline-3');
    const nest = dataOf(
      await gql(
        stack.url,
        CreateNestDocument,
        { input: { name: '깡통 위험', address, depositKrw: 250_000_000, marketPriceKrw: 600_000_000 } },
        token,
      ),
    ).createNest;
    const ws = createClient({
      url: stack.url.replace('http', 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      lazy: false,
    });
    const seen: Array<{ kind: string; status: string; version: number }> = [];
    const unsubscribe = ws.subscribe(
      { query: print(NestTaskUpdatedDocument), variables: { nestId: nest.id } },
      {
        next: (m) => {
          const t = (m.data as { nestTaskUpdated: { kind: string; status: string; version: number } }).nestTaskUpdated;
          seen.push(t);
        },
        error: (e) => assert.fail(JSON.stringify(e)),
        complete: () => {},
      },
    );
    await new Promise((r) => setTimeout(r, 300)); // the subscription is registered before the request
    const issuance = dataOf(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, token))
      .requestRegistryIssuance.task;
    const analysisDone = await waitFor(
      'analysis pushed',
      async () => seen.find((t) => t.kind === 'REGISTRY_ANALYSIS' && t.status === 'SUCCESS'),
      60_000,
      100,
    );
    unsubscribe();
    await ws.dispose();
    assert.ok(analysisDone);
    for (const kind of ['REGISTRY_ISSUANCE', 'OCR', 'REGISTRY_ANALYSIS']) {
      const versions = seen.filter((t) => t.kind === kind).map((t) => t.version);
      assert.deepEqual(
        versions,
        versions.map((_, i) => versions[0] + i),
        `${kind} versions in order with no gap: ${versions.join(', ')}`,
      );
      assert.ok(
        seen.some((t) => t.kind === kind && t.status === 'SUCCESS'),
        `${kind} reached SUCCESS live`,
      );
    }
    const { rows } = await stack.app.db.query(
      `select a.risk_level, a.findings, a.secured_debt_krw from registry_analyses a join tasks t on t.id = a.task_id
       join tasks o on o.id = t.parent_id where o.parent_id = $1`,
      [issuance.id],
    );
    assert.equal(rows[0].risk_level, 'DANGER');
    assert.ok(
      rows[0].findings.some((f: { code: string }) => f.code === 'SECURED_DEBT_HIGH'),
      JSON.stringify(rows[0].findings),
    );
    assert.equal(Number(rows[0].secured_debt_krw), 300_000_000);
  });

  test('an OCR task pushes its pages read as progress, in order, before its SUCCESS', async () => {
    // A long history makes a certificate of several pages (read from its text layer: fast).
    const address = '서울특별시 종로구 율곡로 88, 2동 305호 [이력 14] [근저당 120000000]';
    const token = stack.token('pipeline-progress');
    const nest = dataOf(
      await gql(stack.url, CreateNestDocument, { input: { name: '긴 등기부', address } }, token),
    ).createNest;
    const ws = createClient({
      url: stack.url.replace('http', 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      lazy: false,
    });
    type Pushed = {
      kind: string;
      status: string;
      version: number;
      progress?: { done: number; total: number; unit: string } | null;
    };
    const seen: Pushed[] = [];
    const unsubscribe = ws.subscribe(
      { query: print(NestTaskUpdatedDocument), variables: { nestId: nest.id } },
      {
        next: (m) => {
          seen.push((m.data as { nestTaskUpdated: Pushed }).nestTaskUpdated);
        },
        error: (e) => assert.fail(JSON.stringify(e)),
        complete: () => {},
      },
    );
    await new Promise((r) => setTimeout(r, 300));
    await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, token);
    await waitFor(
      'OCR pushed SUCCESS',
      async () => seen.find((t) => t.kind === 'OCR' && t.status === 'SUCCESS'),
      60_000,
      100,
    );
    unsubscribe();
    await ws.dispose();
    const ocr = seen.filter((t) => t.kind === 'OCR');
    const reports = ocr.filter((t) => t.status === 'PROCESSING' && t.progress).map((t) => t.progress!);
    const total = reports[0]?.total ?? 0;
    assert.ok(total >= 2, `a certificate of several pages (${total})`);
    assert.deepEqual(
      reports,
      Array.from({ length: total }, (_, i) => ({ done: i + 1, total, unit: 'page' })),
      'one report per page, in order',
    );
    const success = ocr.find((t) => t.status === 'SUCCESS')!;
    assert.deepEqual(success.progress, { done: total, total, unit: 'page' });
    const versions = ocr.map((t) => t.version);
    assert.deepEqual(
      versions,
      versions.map((_, i) => versions[0] + i),
      `versions in order with no gap: ${versions.join(', ')}`,
    );
  });

  test('a corrupt PDF is retried twice, then FAILED(OCR_FAILED); the issuance stays SUCCESS', async () => {
    const token = stack.token('pipeline-4');
    const address = '서울특별시 용산구 한강대로 100';
    const { finished } = await runPipeline(token, { address });
    assert.equal(finished.status, 'SUCCESS');
    // A second file for the same nest whose bytes are not a PDF, and an OCR task over it.
    const issuance = await insertTask(stack.app.db, { kind: 'REGISTRY_ISSUANCE', nestId: finished.nest.id });
    await stack.app.db.query(
      `update tasks set status = 'SUCCESS', finished_at = now(), version = version + 1 where id = $1`,
      [issuance.id],
    );
    const key = `registry/${finished.nest.id}/${issuance.id}.pdf`;
    const garbage = Buffer.from('%PDF-1.7\nthis is not really a pdf\n%%EOF');
    await stack.app.storage.put(key, garbage, 'application/pdf');
    const file = await saveTaskFile(stack.app.db, {
      kind: 'REGISTRY_PDF',
      taskId: issuance.id,
      nestId: finished.nest.id,
      storageKey: key,
      contentType: 'application/pdf',
      byteSize: garbage.length,
      sha256: '0'.repeat(64),
    });
    const ocr = await insertTask(stack.app.db, {
      kind: 'OCR',
      nestId: finished.nest.id,
      parentId: issuance.id,
      fileId: file.id,
    });
    await stack.app.dispatcher.dispatch(ocr);
    const failed = await waitFor(
      'OCR final',
      async () => {
        const task = dataOf(await gql(stack.url, TaskDocument, { id: ocr.id }, token)).task!;
        return task.status === 'FAILED' || task.status === 'SUCCESS' ? task : undefined;
      },
      60_000,
      100,
    );
    assert.equal(failed.status, 'FAILED');
    assert.equal(failed.errorCode, 'OCR_FAILED');
    assert.equal(failed.retryCount, 2);
    const parent = dataOf(await gql(stack.url, TaskDocument, { id: issuance.id }, token)).task!;
    assert.equal(parent.status, 'SUCCESS');
  });
});
