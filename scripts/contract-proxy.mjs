#!/usr/bin/env node
// `npm run contract:proxy`: every operation of the OpenAPI document, called with real ids, valid and invalid
// requests, through Stoplight Prism's validating proxy (`prism proxy`), which judges each request and answer against
// the document the server serves (`/api-docs/openapi.json`). Prints the operations exercised and the violations found;
// fails on any answer that contradicts the document or any operation left uncalled.
//
// The server is the built one (`npm run build -w apps/server`), started with the demo seed on a new SQLite file, or
// on a new database of the PostgreSQL server that DATABASE_URL names (created here and dropped after). Prism is
// fetched from the npm registry by `npm exec` on first use (see docs/ARCHITECTURE.md, "API contract").
//
// Prism runs without `--errors`: with it, the proxy refuses an invalid request itself (422) and the server's own
// answer to it is never judged. Instead every answer's `sl-violations` header is read: violations located in the
// response are the server's; those in the request are expected of the invalid requests, and reported for the
// valid ones (they would be the script's mistakes, or the document's).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PRISM = '@stoplight/prism-cli@5.14.2';
const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'apps/server/dist/server.js');
const SERVER_PORT = Number(process.env.CONTRACT_SERVER_PORT ?? 4391);
const PROXY_PORT = Number(process.env.CONTRACT_PROXY_PORT ?? 4392);
const ADMIN_PASSWORD = 'contract-proxy-admin';
const TENANT = 1000;
const server = `http://127.0.0.1:${SERVER_PORT}`;
const proxy = `http://127.0.0.1:${PROXY_PORT}`;

if (!existsSync(serverEntry)) {
  console.error(
    'apps/server/dist/server.js is missing: run `npm run build -w apps/server` (or `npm run build`) first.',
  );
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------------------
// The database: a new SQLite file, or a new PostgreSQL database beside the one DATABASE_URL names.

const work = mkdtempSync(join(tmpdir(), 'parlance-contract-'));
let databaseUrl = `sqlite:${join(work, 'contract.db')}`;
let dropDatabase = async () => {};
if (process.env.DATABASE_URL?.startsWith('postgres')) {
  const pg = createRequire(join(root, 'apps/server/package.json'))('pg');
  const name = `parlance_contract_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}
const engine = databaseUrl.startsWith('sqlite') ? 'SQLite' : 'PostgreSQL';

// ---------------------------------------------------------------------------------------------------------------
// The server and the proxy.

const children = [];
const start = (command, args, env, ready) =>
  new Promise((resolve, reject) => {
    // Each in a process group of its own, so that stopping it stops what it started (npm exec starts Prism).
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'pipe',
      detached: true,
    });
    children.push(child);
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (ready?.test(output)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} ${args.join(' ')} ended (${code}):\n${output}`)));
    if (!ready) resolve(child);
  });

const stopAll = async () => {
  for (const child of children) {
    child.removeAllListeners('exit');
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  await dropDatabase().catch((error) => console.error(`could not drop the database: ${error.message}`));
  rmSync(work, { recursive: true, force: true });
};

const waitFor = async (url) => {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
};

// ---------------------------------------------------------------------------------------------------------------
// Calls through the proxy, each named by its operation (method and path template), with a cookie jar.

const cookies = new Map();
const calls = [];

const fill = (template, params) =>
  template.replace(/\{(\w+)\}/g, (_, name) => {
    if (params[name] === undefined) throw new Error(`${template} needs ${name}`);
    return encodeURIComponent(String(params[name]));
  });

/**
 * One call. `op` is "METHOD /template"; `valid` says whether the request is meant to be valid (its request
 * violations are then reported too). Answers the status and the parsed body.
 */
const call = async (
  op,
  {
    params = {},
    query,
    json,
    text,
    form,
    contentType,
    accept,
    headers = {},
    session = true,
    valid = true,
    timeout = 60_000,
  } = {},
) => {
  const [method, template] = op.split(' ');
  const search = query ? `?${new URLSearchParams(query)}` : '';
  const url = `${proxy}${fill(template, { tenantPublicId: TENANT, ...params })}${search}`;
  const sent = { ...headers };
  if (accept) sent.Accept = accept;
  let body;
  if (json !== undefined) {
    body = JSON.stringify(json);
    sent['Content-Type'] = 'application/json';
  } else if (text !== undefined) {
    body = text;
    sent['Content-Type'] = contentType ?? 'text/plain';
  } else if (form !== undefined) {
    body = new URLSearchParams(form).toString();
    sent['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  if (session && cookies.size > 0) {
    sent.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookies.has('XSRF-TOKEN')) sent['X-XSRF-TOKEN'] = cookies.get('XSRF-TOKEN');
  }
  let response;
  try {
    response = await fetch(url, {
      method,
      headers: sent,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeout),
    });
  } catch (error) {
    calls.push({ op, method, url, status: 'no answer', violations: [], valid, error: String(error) });
    return { status: 0, body: undefined, headers: new Headers() };
  }
  if (session) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }
  const raw = response.headers.get('sl-violations');
  const violations = raw ? JSON.parse(raw) : [];
  const textBody = await response.text();
  let parsed = textBody;
  if (/json/.test(response.headers.get('content-type') ?? '') && textBody) {
    try {
      parsed = JSON.parse(textBody);
    } catch {
      // judged by the proxy as it is
    }
  }
  calls.push({ op, method, url, status: response.status, violations, valid });
  return { status: response.status, body: parsed, headers: response.headers };
};

/** A valid call that must succeed (2xx): its answer feeds the next calls. */
const must = async (op, options) => {
  const answer = await call(op, options);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${op} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 400)}`);
  }
  return answer.body;
};

// ---------------------------------------------------------------------------------------------------------------
// The run.

const unique = Date.now().toString(36);
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const run = async () => {
  console.log(`contract proxy: ${engine}, server ${server}, Prism ${PRISM} at ${proxy}`);
  await start(
    process.execPath,
    [serverEntry],
    {
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: server,
      ADMIN_PASSWORD,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      SMTP_URL: '',
    },
    null,
  );
  await waitFor(`${server}/management/health/readiness`);
  await start(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${PRISM}`,
      '--',
      'prism',
      'proxy',
      `${server}/api-docs/openapi.json`,
      server,
      '--port',
      String(PROXY_PORT),
      '--host',
      '127.0.0.1',
    ],
    {},
    /Prism is listening/,
  );

  const document = await (await fetch(`${server}/api-docs/openapi.json`)).json();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

  // Public operations.
  for (const op of [
    'GET /management/health/liveness',
    'GET /management/health/readiness',
    'GET /management/health',
    'GET /api-docs/openapi.json',
    'GET /management/prometheus',
    'GET /api/engine/frame-config',
  ]) {
    await must(op);
  }
  await call('GET /api/engine/ws', { valid: false }); // a plain GET, not an upgrade
  const segment = await must('GET /api/segment-details');
  await call('GET /collect/v1/projects/{writeKey}/settings', {
    params: { writeKey: segment.writeKey ?? 'none' },
  });
  await call('GET /collect/v1/projects/{writeKey}/settings', {
    params: { writeKey: 'no-such-key' },
    valid: false,
  });
  const track = {
    type: 'track',
    messageId: `m-${unique}`,
    writeKey: segment.writeKey ?? 'none',
    event: 'Contract Checked',
    anonymousId: 'a-1',
    timestamp: new Date().toISOString(),
  };
  await call('POST /collect/v1/{kind}', { params: { kind: 't' }, json: track });
  await call('POST /collect/v1/{kind}', { params: { kind: 't' }, text: JSON.stringify(track) });
  await call('POST /collect/v1/{kind}', { params: { kind: 't' }, json: { type: 42 }, valid: false });

  // Sign-in: a wrong password, then the demo admin.
  await call('GET /api/account', { valid: false }); // no session yet: 401, and the XSRF cookie
  await call('POST /api/authentication', { form: { username: 'admin', password: 'wrong' }, valid: false });
  await must('POST /api/authentication', { form: { username: 'admin', password: ADMIN_PASSWORD } });
  await must('GET /api/authenticate');
  await must('GET /api/account');
  await must('GET /api/tenant/current');
  const settings = await must('GET /{tenantPublicId}/api/tenant-settings');
  await must('PUT /{tenantPublicId}/api/tenant-settings', { json: settings });
  await call('PUT /{tenantPublicId}/api/tenant-settings', {
    json: { timeZone: 'Mars/Olympus' },
    valid: false,
  });
  await must('GET /{tenantPublicId}/api/products');
  const permissions = await must('GET /{tenantPublicId}/api/permissions');

  // Roles.
  await must('GET /{tenantPublicId}/api/roles', { query: { page: 0, size: 5, sort: 'name,asc' } });
  const role = await must('POST /{tenantPublicId}/api/roles', {
    json: {
      name: `Contract ${unique}`,
      description: 'Made by the contract check',
      permissions: [permissions[0].name],
    },
  });
  await must('GET /{tenantPublicId}/api/roles/{id}', { params: { id: role.id } });
  await must('PUT /{tenantPublicId}/api/roles/{id}', {
    params: { id: role.id },
    json: { name: `Contract ${unique} 2`, description: null, permissions: [] },
  });
  await call('POST /{tenantPublicId}/api/roles', { json: { name: '' }, valid: false });

  // Departments.
  await must('GET /{tenantPublicId}/api/departments');
  const department = await must('POST /{tenantPublicId}/api/departments', {
    json: { name: `Dept ${unique}` },
  });
  await must('GET /{tenantPublicId}/api/departments/{id}', { params: { id: department.id } });
  await must('PUT /{tenantPublicId}/api/departments/{id}', {
    params: { id: department.id },
    json: { name: `Dept ${unique} 2`, description: 'Second floor' },
  });

  // Client apps and the audit log.
  const apps = await must('GET /{tenantPublicId}/api/client-apps');
  if (apps[0]) {
    await must('PUT /{tenantPublicId}/api/client-apps/{clientId}', {
      params: { clientId: apps[0].clientId },
      json: { url: 'https://apps.example.com/crm' },
    });
  }
  await call('PUT /{tenantPublicId}/api/client-apps/{clientId}', {
    params: { clientId: 'no-such-app' },
    json: { url: 'https://apps.example.com' },
    valid: false,
  });
  await must('GET /{tenantPublicId}/api/audit-events', { query: { size: 5 } });

  // Programs.
  await must('GET /{tenantPublicId}/api/programs');
  const program = await must('POST /{tenantPublicId}/api/programs', {
    json: { name: `Contract program ${unique}`, description: 'Checked', channel: 'voice', agentOnly: false },
  });
  await must('GET /{tenantPublicId}/api/programs/{id}', { params: { id: program.id } });
  await must('PUT /{tenantPublicId}/api/programs/{id}', {
    params: { id: program.id },
    json: {
      name: `Contract program ${unique}`,
      description: null,
      channel: 'chat',
      agentOnly: false,
      status: 'active',
    },
  });
  const spare = await must('POST /{tenantPublicId}/api/programs', {
    json: { name: `Spare program ${unique}`, channel: 'chat' },
  });
  await must('DELETE /{tenantPublicId}/api/programs/{id}', { params: { id: spare.id } });
  const programId = program.id;

  // Users and agents.
  for (const kind of ['users', 'agents']) {
    const base = `/{tenantPublicId}/api/${kind}`;
    await must(`GET ${base}`, { query: { size: 5 } });
    const person = await must(`POST ${base}`, {
      json: {
        login: `${kind}-${unique}`,
        email: `${kind}-${unique}@example.com`,
        firstName: 'Cora',
        lastName: 'Tract',
        roles: [],
        departmentId: department.id,
        externalCode: kind === 'agents' ? `AG-${unique}` : null,
        mode: 'temporaryPassword',
        temporaryPassword: 'a-temporary-password',
      },
    });
    const invited = await must(`POST ${base}`, {
      json: {
        login: `${kind}-inv-${unique}`,
        email: `${kind}-inv-${unique}@example.com`,
        firstName: 'Ina',
        lastName: 'Vited',
        roles: [],
        mode: 'invite',
      },
    });
    await must(`GET ${base}/{id}`, { params: { id: person.id } });
    await must(`PUT ${base}/{id}`, {
      params: { id: person.id },
      json: { email: `${kind}-${unique}@example.com`, firstName: 'Cora', lastName: 'Tracts' },
    });
    await must(`POST ${base}/{id}/password-reset`, { params: { id: person.id } });
    await must(`POST ${base}/{id}/resend-invitation`, { params: { id: invited.id } });
    await call(`POST ${base}/{id}/resend-invitation`, { params: { id: person.id }, valid: false });
    await must(`POST ${base}/{id}/deactivate`, { params: { id: invited.id } });
    await must(`POST ${base}/{id}/reactivate`, { params: { id: invited.id } });
    await call(`POST ${base}`, { json: { login: 'x' }, valid: false });
    if (kind === 'agents') {
      // Only an active agent moves (this one still has its temporary password): a 400 the document names.
      await call('POST /{tenantPublicId}/api/agents/{id}/control-group', {
        params: { id: person.id },
        json: { controlGroup: true },
      });
    }
  }
  const agentCode = `AG-${unique}`;

  // Knowledge graph.
  const triples = '/{tenantPublicId}/api/programs/{programId}/triples';
  const triple = await must(`POST ${triples}`, {
    params: { programId },
    json: {
      subject: 'Dental plan',
      predicate: 'covers',
      object: 'Cleanings twice a year',
      aliases: ['teeth'],
    },
  });
  await must(`GET ${triples}`, { params: { programId }, query: { size: 5 } });
  await must(`GET ${triples}/stats`, { params: { programId } });
  await must(`GET ${triples}/graph`, { params: { programId }, query: { subject: 'Dental plan', depth: 2 } });
  await must(`GET ${triples}/export`, { params: { programId }, accept: 'text/csv' });
  await must(`GET ${triples}/{id}`, { params: { programId, id: triple.id } });
  await must(`PUT ${triples}/{id}`, {
    params: { programId, id: triple.id },
    json: { subject: 'Dental plan', predicate: 'covers', object: 'Two cleanings a year', source: 'Brochure' },
  });
  const csv = 'subject,predicate,object,source\nVision plan,covers,Eye exams,Brochure\n';
  await must(`POST ${triples}/import`, {
    params: { programId },
    query: { dryRun: 'true' },
    text: csv,
    contentType: 'text/csv',
  });
  await must(`POST ${triples}/import`, { params: { programId }, text: csv, contentType: 'text/csv' });
  await call(`POST ${triples}/import`, {
    params: { programId },
    text: 'nonsense\n"',
    contentType: 'text/csv',
    valid: false,
  });
  await call(`POST ${triples}`, { params: { programId }, json: { subject: 'Dental plan' }, valid: false });
  await must(`DELETE ${triples}/{id}`, { params: { programId, id: triple.id } });

  // Stage model, palette, labelling.
  const stageModelOp = '/{tenantPublicId}/api/programs/{programId}/stage-model';
  const model = await must(`GET ${stageModelOp}`, { params: { programId } });
  const { version, stages, order, rules, assistProvider, defaultMode } = model;
  await must(`PUT ${stageModelOp}`, {
    params: { programId },
    json: { version, stages, order, rules, assistProvider, defaultMode },
  });
  await call(`PUT ${stageModelOp}`, { params: { programId }, json: { version: 0 }, valid: false });
  const labelled = {
    messages: [
      { from: 'Agent', content: 'Hello, thank you for calling, my name is Cora.' },
      { from: 'Visitor', content: 'Hi, I would like to know what my dental plan covers.' },
    ],
  };
  await must(`POST ${stageModelOp}/label`, { params: { programId }, json: labelled });
  const palette = await must('GET /{tenantPublicId}/api/chart-palette');
  await must('PUT /{tenantPublicId}/api/chart-palette', { json: palette });
  await call('PUT /{tenantPublicId}/api/chart-palette', { json: { colours: ['red'] }, valid: false });

  // Simulator.
  await must('GET /api/simulator/frame-src');
  await must('POST /api/simulator/frame-ticket');
  await call('GET /{tenantPublicId}/api/simulator/engagements/{engagementId}', {
    params: { engagementId: 'PLATFORM999999' },
    valid: false,
  });

  // Test sets.
  const testSets = '/{tenantPublicId}/api/programs/{programId}/test-sets';
  const stage = stages[0]?.label ?? 'Warm Greet Intro';
  const conversation = { messages: labelled.messages.map((m) => ({ ...m, stage })) };
  const testSet = await must(`POST ${testSets}`, {
    params: { programId },
    json: { name: `Set ${unique}`, conversations: JSON.stringify(conversation) },
  });
  await must(`GET ${testSets}`, { params: { programId } });
  await must(`GET ${testSets}/{testSetId}`, { params: { programId, testSetId: testSet.id } });
  await must(`POST ${testSets}/{testSetId}/conversations`, {
    params: { programId, testSetId: testSet.id },
    json: conversation,
  });
  await must(`POST ${testSets}/{testSetId}/runs`, { params: { programId, testSetId: testSet.id } });
  await must(`GET ${testSets}/{testSetId}/runs`, { params: { programId, testSetId: testSet.id } });
  await call(`POST ${testSets}`, {
    params: { programId },
    json: { name: 'x', conversations: 'not json' },
    valid: false,
  });

  // API keys and the engagements API (/api/v1), with an integrator's own ids.
  await must('GET /{tenantPublicId}/api/api-keys');
  const key = await must('POST /{tenantPublicId}/api/api-keys', { json: { name: `Contract ${unique}` } });
  const bearer = { Authorization: `Bearer ${key.key}` };
  const engagementId = `call-${unique}:0001`;
  await must('POST /api/v1/engagements', {
    session: false,
    headers: bearer,
    json: { engagementId, program: programId, agent: { externalCode: agentCode }, channel: 'voice' },
  });
  for (const message of labelled.messages) {
    await must('POST /api/v1/engagements/{engagementId}/messages', {
      session: false,
      headers: bearer,
      params: { engagementId },
      json: message,
    });
  }
  await must('POST /api/v1/engagements/{engagementId}/end', {
    session: false,
    headers: bearer,
    params: { engagementId },
  });
  await must('POST /api/v1/frame-tickets', {
    session: false,
    headers: bearer,
    json: { agent: { externalCode: agentCode } },
  });
  const started = Date.now() - 3_600_000;
  for (let i = 0; i < 3; i += 1) {
    await must('POST /api/v1/conversations', {
      session: false,
      headers: bearer,
      json: {
        engagementId: `import-${unique}-${i}`,
        program: programId,
        agent: { externalCode: agentCode },
        channel: 'chat',
        messages: labelled.messages.map((m, at) => ({
          ...m,
          time: new Date(started + i * 60_000 + at * 5_000).toISOString(),
        })),
      },
    });
  }
  await call('POST /api/v1/engagements', {
    session: false,
    headers: bearer,
    json: { engagementId: 'WALK4 IMPORT 0001', program: programId, channel: 'voice' },
    valid: false,
  });
  await call('POST /api/v1/engagements', {
    session: false,
    json: { engagementId: 'x', program: 1, channel: 'voice' },
    valid: false,
  });
  await call('POST /api/v1/engagements/{engagementId}/messages', {
    session: false,
    headers: bearer,
    params: { engagementId: 'no-such-engagement' },
    json: { from: 'Agent', content: 'Hello' },
    valid: false,
  });

  // Supervisor.
  await must('GET /{tenantPublicId}/api/engagements', { query: { size: 5, q: 'dental' } });
  await must('GET /{tenantPublicId}/api/engagements/{engagementId}', { params: { engagementId } });
  await must('PUT /{tenantPublicId}/api/engagements/{engagementId}/messages/{index}/stage', {
    params: { engagementId, index: 0 },
    json: { stage, addAsExample: false },
  });
  await must('POST /{tenantPublicId}/api/engagements/{engagementId}/test-set', {
    params: { engagementId },
    json: { testSetId: testSet.id },
  });
  await call('PUT /{tenantPublicId}/api/engagements/{engagementId}/messages/{index}/stage', {
    params: { engagementId, index: 99 },
    json: { stage },
    valid: false,
  });
  // The live stream never ends by itself: its refusal is judged here (no session), its head in the server's tests.
  await call('GET /{tenantPublicId}/api/engagements/events', { session: false, valid: false });

  // Reports, as JSON and as CSV: every report the document lists.
  const period = { from: day(-7), to: day(0) };
  const reports = operations.filter((op) => /^GET \/\{tenantPublicId\}\/api\/reports\/[a-z-]+$/.test(op));
  for (const report of reports) {
    await must(report, { query: { ...period, programId: String(programId) } });
    await must(report, { query: period, accept: 'text/csv' });
    await call(report, { query: { from: 'yesterday' }, valid: false });
  }

  // Webhooks.
  await must('GET /{tenantPublicId}/api/webhooks');
  const webhook = await must('POST /{tenantPublicId}/api/webhooks', {
    json: { url: 'http://127.0.0.1:9/hook', events: ['engagement.ended'], description: 'Contract' },
  });
  await must('PUT /{tenantPublicId}/api/webhooks/{id}', {
    params: { id: webhook.id },
    json: { enabled: true },
  });
  const delivery = await must('POST /{tenantPublicId}/api/webhooks/{id}/test', {
    params: { id: webhook.id },
  });
  await must('GET /{tenantPublicId}/api/webhooks/{id}/deliveries', { params: { id: webhook.id } });
  await call('POST /{tenantPublicId}/api/webhooks/{id}/deliveries/{deliveryId}/retry', {
    params: { id: webhook.id, deliveryId: delivery.id },
  });
  await call('POST /{tenantPublicId}/api/webhooks', { json: { url: 'ftp://x', events: [] }, valid: false });

  // Deletes.
  await must('DELETE /{tenantPublicId}/api/webhooks/{id}', { params: { id: webhook.id } });
  await must(`DELETE ${testSets}/{testSetId}`, { params: { programId, testSetId: testSet.id } });
  await must('DELETE /{tenantPublicId}/api/roles/{id}', { params: { id: role.id } });
  await call('DELETE /{tenantPublicId}/api/departments/{id}', {
    params: { id: department.id },
    valid: false,
  }); // in use
  const empty = await must('POST /{tenantPublicId}/api/departments', { json: { name: `Empty ${unique}` } });
  await must('DELETE /{tenantPublicId}/api/departments/{id}', { params: { id: empty.id } });

  // Every operation with a path id: an id the tenant does not have (404) and one that is not a number (400).
  for (const op of operations) {
    const [, template] = op.split(' ');
    const ids = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((n) => n !== 'tenantPublicId');
    if (ids.length === 0 || template.startsWith('/api/v1') || template.startsWith('/collect')) continue;
    const missing = Object.fromEntries(
      ids.map((n) => [n, n === 'engagementId' ? 'no-such-engagement' : 999_999_999]),
    );
    if ('programId' in missing && ids.length > 1) missing.programId = programId;
    const jsonBody = /^(POST|PUT)/.test(op) ? {} : undefined;
    await call(op, { params: missing, json: jsonBody, valid: false });
    await call(op, {
      params: Object.fromEntries(ids.map((n) => [n, n === 'engagementId' ? '..' : 'abc'])),
      valid: false,
    });
  }
  // Every session operation of the tenant without a session (401) and on another tenant (403 or 404).
  for (const op of operations) {
    const [, template] = op.split(' ');
    if (!template.startsWith('/{tenantPublicId}/') || template.endsWith('/events')) continue;
    const params = Object.fromEntries(
      [...template.matchAll(/\{(\w+)\}/g)].map((m) => [
        m[1],
        m[1] === 'engagementId' ? engagementId : programId,
      ]),
    );
    await call(op, { params, session: false, valid: false });
    await call(op, { params: { ...params, tenantPublicId: 999_999 }, valid: false });
  }

  // Account: password reset and change, sign-up, sign-out.
  await must('POST /api/account/reset-password/init', { text: 'nobody@example.com' });
  await call('POST /api/account/reset-password/init', { text: 'not an address', valid: false });
  await call('POST /api/account/reset-password/finish', {
    json: { key: 'no-such-key', newPassword: 'a-new-password-1' },
    valid: false,
  });
  await call('POST /api/account/reset-password/finish-create', {
    json: { key: 'no-such-key', newPassword: 'a-new-password-1' },
    valid: false,
  });
  await call('POST /api/account/change-password', {
    json: { currentPassword: 'wrong', newPassword: 'a-new-password-1' },
    valid: false,
  });
  await must('POST /api/account/change-password', {
    json: { currentPassword: ADMIN_PASSWORD, newPassword: `${ADMIN_PASSWORD}-2` },
  });
  await must('POST /api/tenant/signup', {
    json: {
      tenantName: `Contract ${unique}`,
      firstName: 'Sign',
      lastName: 'Up',
      email: `signup-${unique}@example.com`,
      login: `signup-${unique}`,
      password: 'a-signup-password',
    },
  });
  await call('POST /api/tenant/signup', { json: { tenantName: '' }, valid: false });
  await must('POST /api/logout');
  await call('GET /api/authenticate', { valid: false });

  // The judgement.
  const exercised = new Set(calls.filter((c) => typeof c.status === 'number').map((c) => c.op));
  const uncalled = operations.filter((op) => !exercised.has(op));
  const responseViolations = calls.flatMap((c) =>
    c.violations.filter((v) => v.location?.[0] === 'response').map((v) => ({ ...c, violation: v })),
  );
  const requestViolations = calls.flatMap((c) =>
    c.valid
      ? c.violations.filter((v) => v.location?.[0] === 'request').map((v) => ({ ...c, violation: v }))
      : [],
  );
  const unanswered = calls.filter((c) => typeof c.status !== 'number');
  const statuses = new Map();
  for (const c of calls) statuses.set(c.status, (statuses.get(c.status) ?? 0) + 1);

  console.log(
    `\n${engine}: ${exercised.size} of ${operations.length} operations exercised, ${calls.length} requests ` +
      `(${calls.filter((c) => c.valid).length} valid, ${calls.filter((c) => !c.valid).length} invalid); statuses ` +
      [...statuses]
        .sort()
        .map(([s, n]) => `${s}×${n}`)
        .join(' '),
  );
  for (const c of responseViolations) {
    console.log(
      `  response violation: ${c.op} → ${c.status}: ${c.violation.location.join('.')} ${c.violation.message}`,
    );
  }
  for (const c of requestViolations) {
    console.log(
      `  request violation in a valid request: ${c.op} (${c.url}): ${c.violation.location.join('.')} ${c.violation.message}`,
    );
  }
  for (const op of uncalled) console.log(`  not exercised: ${op}`);
  for (const c of unanswered) console.log(`  no answer: ${c.op} (${c.url}): ${c.error}`);
  console.log(
    `${responseViolations.length} response violations, ${requestViolations.length} request violations in valid requests, ` +
      `${uncalled.length} operations not exercised, ${unanswered.length} requests unanswered`,
  );
  return responseViolations.length === 0 && uncalled.length === 0 && unanswered.length === 0 ? 0 : 1;
};

let code = 1;
try {
  code = await run();
} catch (error) {
  console.error(error);
} finally {
  await stopAll();
}
process.exit(code);
