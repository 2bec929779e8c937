import { type Program, STANDARD_ROLES } from '@parlance/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { fakeServer, type Handler, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';

// Loaded up front, so that the lazy route resolves at once.
import './studio-dashboard-page';
// The dialogs load lazily in the app; here they are loaded up front too.
import './triple-form';
import './triple-import';
import '../../../components/delete-confirm';

configure({ asyncUtilTimeout: 4000 });

const DESIGNER = ['ROLE_DESIGNER', ...STANDARD_ROLES.ROLE_DESIGNER];

const program = (id: number, name: string): Program => ({
  id,
  name,
  description: null,
  channel: 'voice',
  agentOnly: false,
  status: 'active',
  hasConversations: false,
  createdBy: 'ada',
  createdDate: '2026-11-01T10:00:00.000Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
});

const TRIPLE = {
  id: 1,
  subject: 'Silver Advantage',
  predicate: 'has premium',
  object: '$0',
  source: '',
  aliases: [],
  questions: [],
  createdBy: 'ada',
  createdDate: '2026-11-02T10:00:00.000Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
};

const serve = (routes: Record<string, Handler | Handler[]>, authorities: string[] = DESIGNER) =>
  fakeServer({
    'GET /api/account': () => json(200, account({ authorities })),
    'GET /api/tenant/current': () => json(200, tenant()),
    'GET /7/api/programs': () =>
      json(200, [program(3, 'Medicare'), program(4, 'Dental')], { headers: { 'X-Total-Count': '2' } }),
    'GET /7/api/programs/4/triples': () => json(200, [TRIPLE], { headers: { 'X-Total-Count': '1' } }),
    'GET /7/api/programs/4/triples/stats': () => json(200, { triples: 1, subjects: 1, predicates: 1 }),
    ...routes,
  });

describe('studio dashboard', { timeout: 20_000 }, () => {
  it('shows the chosen program with its counts and table state from the URL', async () => {
    const server = serve({});
    const { router } = renderRoutes(routes, '/7/studio/dashboard?program=4&triples.subject.contains=silver');
    expect(await screen.findByText('Silver Advantage')).toBeTruthy();
    expect(screen.getByTestId('stat-triples').textContent).toBe('1');
    const request = server.calls('GET', '/7/api/programs/4/triples')[0]!;
    expect(request.url.searchParams.get('subject.contains')).toBe('silver');
    expect(router.state.location.search).toContain('program=4');
    expect(screen.getByRole('button', { name: 'Edit Silver Advantage has premium $0' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/7/api/programs/4/triples/export',
    );
  });

  it('teaches a new triple other names of its subject and example questions, one a line', async () => {
    const created = {
      ...TRIPLE,
      id: 2,
      aliases: ['gold plan', 'the gold one'],
      questions: ['How much a month?'],
    };
    const server = serve({ 'POST /7/api/programs/4/triples': () => json(201, created) });
    renderRoutes(routes, '/7/studio/dashboard?program=4');
    await userEvent.click(await screen.findByRole('button', { name: 'New triple' }));
    const dialog = await screen.findByTestId('triple-dialog');
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Gold Choice PPO');
    await userEvent.type(within(dialog).getByLabelText('Predicate'), 'monthly premium');
    await userEvent.type(within(dialog).getByLabelText('Object'), '$49');
    const aliases = within(dialog).getByLabelText('Other names of the subject');
    await userEvent.type(aliases, 'gold plan{enter}{enter}Gold Plan');
    await userEvent.type(within(dialog).getByLabelText('Example questions'), 'How much a month?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The repeat is named by its line, before anything is sent.
    expect(await within(dialog).findByText('Line 3: This alias is given twice.')).toBeTruthy();
    expect(server.calls('POST', '/7/api/programs/4/triples')).toHaveLength(0);
    await userEvent.clear(aliases);
    await userEvent.type(aliases, ' gold plan {enter}the gold one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('POST', '/7/api/programs/4/triples')).toHaveLength(1));
    expect(JSON.parse(server.calls('POST', '/7/api/programs/4/triples')[0]!.body)).toEqual({
      subject: 'Gold Choice PPO',
      predicate: 'monthly premium',
      object: '$49',
      source: '',
      aliases: ['gold plan', 'the gold one'],
      questions: ['How much a month?'],
    });
  });

  it('offers no changes to readers', async () => {
    serve({}, ['ROLE_READER', 'p-view_xlm_triples_ui', 'p-view_programs']);
    renderRoutes(routes, '/7/studio/dashboard?program=4');
    expect(await screen.findByText('Silver Advantage')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New triple' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Graph Silver Advantage has premium $0' })).toBeTruthy();
  });

  it('checks a CSV by a dry run, shows its row errors grouped, and imports a clean file', async () => {
    const refused: Handler = () =>
      json(
        400,
        {
          title: 'Bad Request',
          status: 400,
          fieldErrors: [
            { objectName: 'file', field: 'rows[2].object', message: 'Required.' },
            { objectName: 'file', field: 'rows[2].subject', message: 'At most 500 characters.' },
            { objectName: 'file', field: 'rows[7]', message: 'Expected 3 cells, found 2.' },
          ],
        },
        { problem: true },
      );
    const checked: Handler = () =>
      json(200, {
        created: 2,
        skipped: 1,
        preview: [{ subject: 'A', predicate: 'b', object: 'C', source: '' }],
      });
    const imported: Handler = () => json(200, { created: 2, skipped: 1 });
    const server = serve({ 'POST /7/api/programs/4/triples/import': [refused, checked, imported] });
    renderRoutes(routes, '/7/studio/dashboard?program=4');
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import triples into Dental' });
    const input = within(dialog).getByLabelText('CSV file');

    await userEvent.upload(
      input,
      new File(['subject,predicate,object\nbad'], 'bad.csv', { type: 'text/csv' }),
    );
    const errors = await within(dialog).findByTestId('import-errors');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 2: object: Required.; subject: At most 500 characters.',
      'Row 7: Expected 3 cells, found 2.',
    ]);
    const first = server.calls('POST', '/7/api/programs/4/triples/import')[0]!;
    expect(first.url.searchParams.get('dryRun')).toBe('true');
    expect(first.headers.get('content-type')).toBe('text/csv');
    expect(first.body).toBe('subject,predicate,object\nbad');
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.upload(
      input,
      new File(['subject,predicate,object\nA,b,C'], 'good.csv', { type: 'text/csv' }),
    );
    expect((await within(dialog).findByTestId('import-summary')).textContent).toBe(
      'good.csv is ready: 2 triples to create, 1 row already there.',
    );
    expect(within(dialog).getByRole('table', { name: 'Preview of the first rows' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Successfully created Triples')).toBeTruthy();
    expect(screen.getByText('2 triples were imported; 1 row was already there.')).toBeTruthy();
    const last = server.calls('POST', '/7/api/programs/4/triples/import')[2]!;
    expect(last.url.searchParams.get('dryRun')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Import triples/ })).toBeNull());
  });
});
