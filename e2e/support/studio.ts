import { expect, type Page } from '@playwright/test';
import { xsrfHeaders } from './admin-api.js';
import { unique } from './fixtures.js';

/** Creates a program through the API as the signed-in admin; returns its id and name. */
export const createProgramByApi = async (
  page: Page,
  publicId: number,
  { name = `Program ${unique('p')}`, agentOnly = false } = {},
): Promise<{ id: number; name: string }> => {
  const response = await page.request.post(`/${publicId}/api/programs`, {
    headers: await xsrfHeaders(page),
    data: { name, description: '', channel: 'voice', agentOnly, status: 'active' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, name };
};

/** Imports CSV text into a program's knowledge graph through the API. */
export const importCsvByApi = async (page: Page, publicId: number, programId: number, csv: string) => {
  const response = await page.request.post(`/${publicId}/api/programs/${programId}/triples/import`, {
    headers: { ...(await xsrfHeaders(page)), 'Content-Type': 'text/csv' },
    data: csv,
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** A CSV file for a file input. */
export const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});
