import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEMPLATE_MSG, type Template } from '@offerteflow/contracts';
import type { Handler, RecordedRequest } from '../../test/server';
import { answerConfirm } from '../../test/confirm-dialog';
import { defaultHandler, renderApp, storeSession } from '../../test/render-app';
import { template } from './test/fixtures';

const standard = template({});
const ai = template({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Huisstijl uit PDF',
  isDefault: false,
  type: 'ai_generated',
  confidenceScore: 0.87,
  primaryColor: '#aa0000',
  fontFamily: 'Georgia',
  sourceFileUrl: 'uploads/voorbeeld.pdf',
});

/** Plays the templates API over a real local HTTP server, with state that the calls change. */
function templatesApi(initial: Template[]) {
  let list = [...initial];
  const handler: Handler = (req: RecordedRequest) => {
    const ok = (body: unknown, status = 200) => ({ status, body: { data: body } });
    if (req.url === '/templates' && req.method === 'GET') return ok(list);
    if (req.url === '/templates/stats')
      return ok({
        totalTemplates: list.length,
        aiGeneratedCount: list.filter((t) => t.type === 'ai_generated').length,
        customCount: list.filter((t) => t.type === 'custom').length,
      });
    const m = /^\/templates\/([^/]+)(?:\/(.+))?$/.exec(req.url);
    if (m) {
      const [, id, action] = m;
      const found = list.find((t) => t.id === id);
      if (!found)
        return {
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'Gevraagde gegevens niet gevonden' } },
        };
      if (action === 'set-default') {
        list = list.map((t) => ({ ...t, isDefault: t.id === id }));
        return ok(list.find((t) => t.id === id));
      }
      if (action === 'duplicate') {
        const copy = {
          ...found,
          id: '00000000-0000-4000-8000-000000000009',
          isDefault: false,
          type: 'custom' as const,
          name: (req.body as { newName: string }).newName,
        };
        list.push(copy);
        return ok(copy, 201);
      }
      if (req.method === 'DELETE') {
        list = list.filter((t) => t.id !== id);
        return { status: 204 };
      }
      if (req.method === 'PUT') {
        const updated = { ...found, ...(req.body as object) };
        list = list.map((t) => (t.id === id ? updated : t));
        return ok(updated);
      }
    }
    return defaultHandler(req, undefined as never);
  };
  return handler;
}

async function openPage(initial: Template[] = [standard, ai]) {
  storeSession();
  const view = await renderApp('/templates', templatesApi(initial));
  await screen.findByRole('heading', { name: 'Template Management' });
  return view;
}

const card = async (name: string) => (await screen.findByRole('article', { name })) as HTMLElement;

test('shows live stat cards and one card per template with badge, confidence, colours, font and source', async () => {
  await openPage();
  const stats = screen.getByRole('region', { name: 'Statistieken' });
  await waitFor(() =>
    expect(within(stats).getByText('Totaal templates').parentElement?.parentElement).toHaveTextContent('2'),
  );
  expect(within(stats).getByText('Standaard template').parentElement?.parentElement).toHaveTextContent(
    '1Standaard',
  );
  expect(within(stats).getByText('AI gegenereerd').parentElement?.parentElement).toHaveTextContent('1');

  const aiCard = await card('Huisstijl uit PDF');
  expect(within(aiCard).getByText('AI Gegenereerd')).toBeInTheDocument();
  expect(within(aiCard).getByText('87%')).toBeInTheDocument();
  expect(within(aiCard).getByText('#aa0000')).toBeInTheDocument();
  expect(within(aiCard).getByText('Georgia')).toBeInTheDocument();
  expect(within(aiCard).getByText('20-11-2026')).toBeInTheDocument();
  expect(within(aiCard).getByText('Geüpload bestand')).toBeInTheDocument();

  const defaultCard = await card('Standaard');
  expect(within(defaultCard).getByText('Standaard', { selector: 'span' })).toBeInTheDocument();
  // The default can be neither deleted nor set as default again.
  expect(within(defaultCard).queryByRole('button', { name: /Verwijderen/ })).toBeNull();
  expect(within(defaultCard).queryByRole('button', { name: /Als standaard instellen/ })).toBeNull();
  expect(screen.getByText('Tips voor templates')).toBeInTheDocument();
});

test('sets a template as default and moves the badge', async () => {
  const { server } = await openPage();
  await userEvent.click(
    within(await card('Huisstijl uit PDF')).getByRole('button', { name: /Als standaard instellen/ }),
  );
  await waitFor(() =>
    expect(
      within(screen.getByRole('article', { name: 'Standaard' })).queryByText('Standaard', {
        selector: 'span',
      }),
    ).toBeNull(),
  );
  expect(
    within(await card('Huisstijl uit PDF')).getByText('Standaard', { selector: 'span' }),
  ).toBeInTheDocument();
  expect(
    server.requests.some((r) => r.method === 'POST' && r.url === `/templates/${ai.id}/set-default`),
  ).toBe(true);
  expect(await screen.findByText('Standaard template ingesteld')).toBeInTheDocument();
});

test("duplicates with the name + ' (kopie)'", async () => {
  const { server } = await openPage();
  await userEvent.click(within(await card('Huisstijl uit PDF')).getByRole('button', { name: /Dupliceren/ }));
  expect(await screen.findByRole('article', { name: 'Huisstijl uit PDF (kopie)' })).toBeInTheDocument();
  const request = server.requests.find((r) => r.url === `/templates/${ai.id}/duplicate`);
  expect(request?.body).toEqual({ newName: 'Huisstijl uit PDF (kopie)' });
});

test('asks before deleting; cancel keeps the template, confirm deletes it', async () => {
  const { server } = await openPage();
  await userEvent.click(within(await card('Huisstijl uit PDF')).getByRole('button', { name: /Verwijderen/ }));
  const dialog = screen.getByRole('alertdialog', { name: 'Template verwijderen' });
  expect(dialog).toHaveTextContent(TEMPLATE_MSG.deleteConfirm);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

  await userEvent.click(within(await card('Huisstijl uit PDF')).getByRole('button', { name: /Verwijderen/ }));
  await answerConfirm('Verwijderen');
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Huisstijl uit PDF' })).toBeNull());
  expect(server.requests.some((r) => r.method === 'DELETE' && r.url === `/templates/${ai.id}`)).toBe(true);
});

test('shows the Dutch load error with a retry', async () => {
  storeSession();
  let fail = true;
  const api = templatesApi([standard]);
  await renderApp('/templates', (req, res) => {
    if (req.url === '/templates' && fail)
      return { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'x' } } };
    return api(req, res);
  });
  expect(await screen.findByText(TEMPLATE_MSG.loadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  expect(await screen.findByRole('article', { name: 'Standaard' })).toBeInTheDocument();
});

test('the empty state links to onboarding', async () => {
  await openPage([]);
  expect(await screen.findByText('Nog geen templates')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Naar onboarding' })).toHaveAttribute('href', '/onboarding');
});

test('the editor previews changes live and saves them', async () => {
  const { server } = await openPage();
  await userEvent.click(within(await card('Huisstijl uit PDF')).getByRole('button', { name: /Bewerken/ }));
  const dialog = screen.getByRole('dialog', { name: 'Template bewerken' });
  const preview = () => within(dialog).getByTitle('Live voorbeeld').getAttribute('srcdoc') ?? '';
  expect(preview()).toContain('#aa0000');
  expect(preview()).toContain('Bakkerij De Gouden Korst');

  const footer = within(dialog).getByLabelText('Voettekst');
  await userEvent.type(footer, 'Bedankt voor uw vertrouwen');
  await waitFor(() => expect(preview()).toContain('Bedankt voor uw vertrouwen'));
  await userEvent.selectOptions(within(dialog).getByLabelText('Lettertype'), 'Arial');
  await waitFor(() => expect(preview()).toContain('Arial'));

  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const put = server.requests.find((r) => r.method === 'PUT');
  expect(put?.url).toBe(`/templates/${ai.id}`);
  expect(put?.body).toMatchObject({
    name: 'Huisstijl uit PDF',
    fontFamily: 'Arial',
    customFooter: 'Bedankt voor uw vertrouwen',
    primaryColor: '#aa0000',
  });
});

test('the editor keeps the input and shows Dutch messages for an empty name and a too large logo', async () => {
  const { server } = await openPage();
  await userEvent.click(screen.getByRole('button', { name: 'Nieuwe template' }));
  const dialog = screen.getByRole('dialog', { name: 'Nieuwe template' });
  // One logo rule for the template editor, its tips and the company settings.
  expect(within(dialog).getByText('PNG, JPEG of SVG, maximaal 500 KB')).toBeInTheDocument();
  expect(
    screen.getByText('Een logo voor een scherpe PDF: PNG, JPEG of SVG, maximaal 500 KB.'),
  ).toBeInTheDocument();
  const big = new File([new Uint8Array(500 * 1024 + 1)], 'logo.png', { type: 'image/png' });
  await userEvent.upload(within(dialog).getByLabelText('Logobestand'), big);
  expect(await within(dialog).findByText('Het logo mag maximaal 500 KB groot zijn')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await within(dialog).findByText(TEMPLATE_MSG.nameRequired)).toBeInTheDocument();
  expect(server.requests.some((r) => r.method === 'POST' && r.url === '/templates')).toBe(false);
});

test('the template figures show a skeleton while loading (never a false 0) and say when they failed', async () => {
  storeSession();
  const slow: Handler = (req) => {
    if (req.url === '/templates' || req.url === '/templates/stats') {
      return {
        status: 200,
        body: {
          data:
            req.url === '/templates'
              ? [standard]
              : { totalTemplates: 1, aiGeneratedCount: 0, customCount: 0 },
        },
        delayMs: 400,
      };
    }
    return defaultHandler(req, undefined as never);
  };
  await renderApp('/templates', slow);
  const total = await screen.findByTestId('stat-Totaal templates');
  expect(total).toHaveTextContent('Laden...');
  expect(screen.getByTestId('stat-Standaard template')).toHaveTextContent('Laden...');
  expect(screen.queryByText('0')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('stat-Totaal templates')).toHaveTextContent('1'));
  expect(screen.getByTestId('stat-Standaard template')).toHaveTextContent('1');
});

test('when templates and figures fail to load the cards say so', async () => {
  storeSession();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await renderApp('/templates', (req) =>
    req.url.startsWith('/templates')
      ? { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'x' } } }
      : defaultHandler(req, undefined as never),
  );
  await waitFor(() => expect(screen.getByTestId('stat-Totaal templates')).toHaveTextContent('Niet geladen'), {
    timeout: 8000,
  });
  expect(screen.getByTestId('stat-Standaard template')).toHaveTextContent('Niet geladen');
  expect(screen.queryByText('0')).not.toBeInTheDocument();
});
