import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContext } from 'playwright-core';
import { findTask } from '../../src/tasks/transitions';
import type { TaskRow } from '../../src/tasks/task.types';
import { CreateNestDocument, RequestRegistryIssuanceDocument } from '../__generated__/operations';
import { dataOf, gql } from '../helpers/graphql-client';
import { TestStack } from '../helpers/test-stack';
import { finalTask, refuseFileRows } from '../helpers/task-fixtures';
import { waitFor } from '../helpers/wait-for';
import { ensureWebAppBuilt, launchBrowser, screenshot, seriousAccessibilityViolations } from './browser.helper';

/**
 * The web app at /app in a real headless Chromium, against the real API and workers: a tenant's
 * nest moving live through issuance, OCR and analysis, clauses analysed as they arrive; an
 * operator finding a failed task by its code, redriving it, cancelling another, and the audit.
 */

describe('the web app in a browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let context: BrowserContext;
  before(async () => {
    ensureWebAppBuilt();
    stack = await TestStack.start({
      workerQueues: ['issuance', 'ocr', 'registry-analysis', 'clause-search', 'clause-llm'],
      env: { ISSUANCE_MAX_RETRIES: '0', ISSUANCE_CHARGED_MAX_RETRIES: '0' },
    });
    browser = await launchBrowser();
    // The page's CSP stays on: the app must work under it (axe is loaded from the page's own origin).
    context = await browser.newContext({ locale: 'ko-KR' });
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await stack?.close();
  });

  /** The API's origin: `stack.url` is its GraphQL endpoint. */
  const origin = () => new URL(stack.url).origin;
  const final = (taskId: string): Promise<TaskRow> => finalTask(stack.app.db, taskId, 30_000);

  test('a tenant creates a nest, asks for its certificate and watches issuance, OCR and analysis finish live, then analyses clauses', async () => {
    const page = await context.newPage();
    const reloads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads.push(frame.url());
    });
    await page.goto(`${origin()}/app`);
    await page.getByRole('heading', { name: '둥지에 로그인' }).waitFor();
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'the login page');
    await screenshot(page, 'login');
    await page.getByLabel('토큰').fill(stack.token('tenant-web'));
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('heading', { name: '내 둥지' }).waitFor();
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'the nests page');
    await screenshot(page, 'tenant-nests');

    await page.getByLabel('이름').fill('연남동 원룸');
    await page.getByLabel('주소').fill('서울특별시 마포구 연남로 3, 201호 [근저당 240000000] [압류]');
    await page.getByLabel('보증금 (원, 선택)').fill('300000000');
    await page.getByLabel('시세 (원, 선택)').fill('600000000');
    await page.getByRole('button', { name: '등록' }).click();
    await page.getByRole('heading', { name: '연남동 원룸' }).waitFor();
    const navigations = reloads.length;

    // Each task's line takes every state it goes through, as pushed; none is missed for good.
    const seen = new Map<string, Set<string>>();
    const look = () =>
      page
        .$$eval('.task-line', (lines) =>
          lines.map((l) => [l.querySelector('.task-kind')?.textContent ?? '', l.getAttribute('data-status') ?? '']),
        )
        .then((pairs) => {
          for (const [kind, status] of pairs) seen.set(kind, (seen.get(kind) ?? new Set()).add(status));
        });
    const watch = setInterval(() => void look().catch(() => undefined), 50);
    // The office answers after 1.5 s, so the issuance is on the page running before it finishes
    // (otherwise it can finish between two looks at the page).
    stack.simulator.setFaults([{ addressContains: '연남로 3, 201호', latencyMs: 1_500, times: 1 }]);
    await page.getByRole('button', { name: '등기부등본 발급 요청' }).click();
    await page.locator('.task-line[data-status="PROCESSING"]').first().waitFor({ timeout: 10_000 });
    await page.getByText('위험도:').waitFor({ timeout: 60_000 });
    stack.simulator.clearFaults();
    clearInterval(watch);
    // The risk line and the task lines are rendered apart, and a look still in flight when the
    // watch stops is lost: the last states are read with looks that are waited for, until every
    // line has finished or five seconds have passed (then the assertions below say what is missing).
    const kinds = ['등기부등본 발급', '문서 글자 읽기', '권리분석'];
    for (const until = Date.now() + 5_000; Date.now() < until; await sleep(100)) {
      await look();
      if (kinds.every((kind) => seen.get(kind)?.has('SUCCESS'))) break;
    }
    assert.equal(reloads.length, navigations, 'no reload: the states arrived over the socket');
    for (const kind of kinds) assert.ok(seen.get(kind)?.has('SUCCESS'), `${kind} reached 완료 on the page`);
    // The issuance (an office call of its own) was on the page before it finished, and then finished there.
    assert.ok(
      ['PENDING', 'PROCESSING'].some((state) => seen.get('등기부등본 발급')?.has(state)),
      `the issuance's states seen: ${[...(seen.get('등기부등본 발급') ?? [])].join(', ')}`,
    );
    const findings = await page.locator('.findings li').allTextContents();
    assert.ok(
      findings.some((f) => f.includes('압류')),
      `the seizure is among the findings: ${findings.join(' | ')}`,
    );
    assert.ok(
      await page.getByRole('link', { name: /등기부등본 내려받기/ }).isVisible(),
      'the certificate can be downloaded',
    );
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'the nest page with its analysis');
    await screenshot(page, 'tenant-nest');

    await page
      .getByLabel('특약 조항 (한 줄에 하나씩)')
      .fill('임차인은 전입신고를 하지 않는다.\n반려동물은 소형견 한 마리까지 허용한다.');
    await page.getByRole('button', { name: '분석 요청' }).click();
    await waitFor(
      'both clauses analysed on the page',
      async () => ((await page.locator('.clause-result').count()) === 2 ? true : undefined),
      60_000,
      200,
    );
    const results = await page.locator('.clause-list > li').allTextContents();
    assert.ok(
      results.some((r) => r.includes('전입신고') && r.includes('위험')),
      results.join(' | '),
    );
    await screenshot(page, 'tenant-clauses');
    await page.close();
  });

  test('an operator finds a FAILED issuance by its code, redrives it and watches it succeed with no new charge, cancels a running one, and sees both in the audit and the timeline', async () => {
    const restore = await refuseFileRows(stack.app.db, '웹재시도');
    const tenant = stack.token('tenant-web-2');
    const nest = dataOf(
      await gql(
        stack.url,
        CreateNestDocument,
        { input: { name: '망원동 투룸', address: '서울특별시 마포구 웹재시도로 5' } },
        tenant,
      ),
    ).createNest;
    const requested = dataOf(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, tenant))
      .requestRegistryIssuance.task;
    const failed = await final(requested.id);
    await restore();
    assert.equal(failed.errorCode, 'SAVE_FAILED');
    const charges = stack.simulator.charges().total;

    const page = await context.newPage();
    await page.goto(`${origin()}/app/ops#token=${encodeURIComponent(stack.operatorToken('ops-web'))}`);
    await page.getByRole('heading', { name: '큐' }).waitFor();
    assert.equal(await page.locator('table').first().locator('tbody tr').count(), 5, 'five queues');
    const failure = page.getByRole('button', { name: /등기부등본 발급 · SAVE_FAILED: 1건/ });
    await failure.click();
    const row = page.locator(`tr[data-task-id="${failed.id}"]`);
    await row.waitFor();
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'the operations page');
    await screenshot(page, 'ops');
    await row.getByRole('button', { name: '재실행' }).click();
    await page.getByLabel('재실행 사유').fill('저장소 복구됨');
    await page.getByRole('button', { name: '확인' }).click();
    // The operator watches the new task succeed: the audit shows its status as opsUpdated pushes it.
    await page
      .locator('.audit li', { hasText: '저장소 복구됨' })
      .filter({ hasText: '(SUCCESS)' })
      .waitFor({ timeout: 30_000 });
    const {
      rows: [redriven],
    } = await stack.app.db.query<{ id: string }>('select id from tasks where redriven_from = $1', [failed.id]);
    const done = await final(redriven.id);
    assert.equal(done.status, 'SUCCESS', `${done.errorCode}`);
    assert.equal(stack.simulator.charges().total, charges, 'no new office charge');

    // A running issuance (the office answers slowly), cancelled from its row while it runs.
    stack.simulator.setFaults([{ addressContains: '웹취소', latencyMs: 6_000, times: 1 }]);
    const slowNest = dataOf(
      await gql(
        stack.url,
        CreateNestDocument,
        { input: { name: '합정동 원룸', address: '서울특별시 마포구 웹취소로 9' } },
        tenant,
      ),
    ).createNest;
    const running = dataOf(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: slowNest.id }, tenant))
      .requestRegistryIssuance.task;
    await waitFor(
      'the issuance is running',
      async () => ((await findTask(stack.app.db, running.id))?.status === 'PROCESSING' ? true : undefined),
      10_000,
    );
    await page.getByLabel('코드').selectOption('');
    await page.getByLabel('종류').selectOption('');
    await page.getByLabel('상태').selectOption('PROCESSING');
    const row2 = page.locator(`tr[data-task-id="${running.id}"]`);
    await row2.waitFor();
    await row2.getByRole('button', { name: '취소' }).click();
    await page.getByLabel('취소 사유').fill('세입자 요청');
    await page.getByRole('button', { name: '확인' }).click();
    await page.locator('.audit li', { hasText: '세입자 요청' }).waitFor({ timeout: 10_000 });
    const cancelled = (await findTask(stack.app.db, running.id))!;
    assert.equal(cancelled.errorCode, 'CANCELLED');
    // The office call in flight ends; the attempt writes nothing after the cancel.
    await waitFor(
      'the office answered',
      async () => (stack.simulator.charges().byKey[running.id] === 1 ? true : undefined),
      15_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stack.simulator.clearFaults();
    assert.equal(
      (await findTask(stack.app.db, running.id))?.version,
      cancelled.version,
      'nothing moved the row after the cancel',
    );
    // The task's timeline, from its events.
    await page.getByLabel('상태').selectOption('FAILED');
    await page.getByLabel('코드').selectOption('CANCELLED');
    await page.getByRole('button', { name: `${running.id.slice(0, 8)} 타임라인` }).click();
    await page
      .getByRole('list', { name: `작업 ${running.id.slice(0, 8)} 타임라인` })
      .getByText(/FAILED \(CANCELLED\)/)
      .waitFor({ timeout: 10_000 });
    const audit = await page.locator('.audit li').allTextContents();
    assert.ok(
      audit.some((a) => a.includes('재실행') && a.includes('ops-web')) && audit.some((a) => a.includes('취소')),
      audit.join(' | '),
    );
    await page.close();
  });

  test('the API explorer works with nothing from the internet: the token header filled in, a query run over HTTP', async () => {
    const page = await context.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (
        !request.url().startsWith(origin()) &&
        !request.url().startsWith('ws://') &&
        !request.url().startsWith('data:')
      )
        outside.push(request.url());
    });
    await page.goto(`${origin()}/app/explorer#token=${encodeURIComponent(stack.token('explorer-user'))}`);
    const run = page.getByRole('button', { name: /Execute query/ });
    await run.waitFor({ timeout: 20_000 });
    // The editors come up after the button: run until the result pane shows the answer.
    await waitFor(
      'the result shown',
      async () => {
        if ((await page.locator('.graphiql-response').first().textContent())?.includes('explorer-user')) return true;
        await run.click();
        return undefined;
      },
      20_000,
      500,
    );
    assert.deepEqual(outside, [], 'no request left the API');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'the explorer');
    await screenshot(page, 'explorer');
    await page.close();
  });

  test('a tenant token on the operations page is told it needs the operator role; /app answers for any path under it', async () => {
    const page = await context.newPage();
    await page.goto(`${origin()}/app/ops#token=${encodeURIComponent(stack.token('tenant-web-3'))}`);
    await page.getByRole('alert').filter({ hasText: '운영자 권한' }).waitFor({ timeout: 10_000 });
    const deep = await fetch(`${origin()}/app/nests/00000000-0000-4000-8000-000000000000`);
    assert.equal(deep.status, 200);
    assert.match(deep.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    // A path that leaves assets/ is refused, though the file it names exists (index.html would answer 200).
    assert.equal((await fetch(`${origin()}/app/assets/..%2Findex.html`)).status, 404);
    assert.equal((await fetch(`${origin()}/app/assets/`)).status, 404, 'a folder is no asset');
    assert.equal((await fetch(`${origin()}/app/%E0`)).status, 400, 'a path that does not decode');
    await page.close();
  });
});
