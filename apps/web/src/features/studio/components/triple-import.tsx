import { countOf, TRIPLE_IMPORT_MAX_BYTES, TRIPLE_IMPORT_MAX_ROWS } from '@parlance/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { AdminError } from '../../../components/admin-page';
import { maskBesideSidebar } from '../../../components/dialog-mask';
import { useToast } from '../../../components/toast';
import { problemOf } from '../../../lib/form-errors';
import { importTriples, triplesQueryKey } from '../api/triples';
import { groupRowErrors } from '../lib/row-errors';
import type { TripleImportResult } from '../model';

type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'ready'; csv: string; result: TripleImportResult }
  | { state: 'refused'; rows: { row: number; text: string }[]; other: string[] }
  | { state: 'failed'; error: unknown };

export interface TripleImportProps {
  tenantPublicId: string;
  programId: number;
  programName: string;
  onClose: () => void;
}

const plural = countOf;

/**
 * Importing a CSV file: choosing the file runs a dry run (nothing is stored) that answers a preview of the first
 * rows and what would be created and skipped, or every row error grouped by row ("Row N: …", the rows counted
 * from the first under the header). Only a file without errors can be imported; the import is all or nothing.
 */
export const TripleImport = ({ tenantPublicId, programId, programName, onClose }: TripleImportProps) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState('');
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [importing, setImporting] = useState(false);

  const choose = async (file: File | undefined) => {
    setFileName(file?.name ?? '');
    if (!file) {
      setCheck({ state: 'idle' });
      return;
    }
    if (file.size > TRIPLE_IMPORT_MAX_BYTES) {
      setCheck({ state: 'refused', rows: [], other: ['The file is larger than 10 MB; please split it.'] });
      return;
    }
    setCheck({ state: 'checking' });
    const csv = await file.text();
    try {
      const result = await importTriples(tenantPublicId, programId, csv, { dryRun: true });
      setCheck({ state: 'ready', csv, result });
    } catch (error) {
      setCheck(refusal(error));
    }
  };

  const refusal = (error: unknown): Check => {
    const problem = problemOf(error);
    if (problem?.status === 400 && problem.fieldErrors?.length) {
      return { state: 'refused', ...groupRowErrors(problem.fieldErrors) };
    }
    if (problem?.status === 413) {
      return { state: 'refused', rows: [], other: ['The file is larger than 10 MB; please split it.'] };
    }
    return { state: 'failed', error };
  };

  const runImport = async () => {
    if (check.state !== 'ready') return;
    setImporting(true);
    try {
      const { created, skipped } = await importTriples(tenantPublicId, programId, check.csv, {
        dryRun: false,
      });
      toast.showSuccess('Triples', 'created', {
        detail: `${plural(created, 'triple was', 'triples were')} imported${
          skipped ? `; ${plural(skipped, 'row was', 'rows were')} already there` : ''
        }.`,
      });
      await queryClient.invalidateQueries({ queryKey: triplesQueryKey(tenantPublicId, programId) });
      onClose();
    } catch (error) {
      setCheck(refusal(error));
    } finally {
      setImporting(false);
    }
  };

  return (
    <Dialog
      visible
      onHide={onClose}
      header={`Import triples into ${programName}`}
      modal
      draggable={false}
      resizable={false}
      maskStyle={maskBesideSidebar}
      style={{ width: 'min(52rem, 94vw)' }}
      data-testid="import-dialog"
      footer={
        <div className="dialog-footer">
          <Button type="button" label="Cancel" outlined onClick={onClose} />
          <Button
            type="button"
            label="Import"
            icon="pi pi-upload"
            disabled={check.state !== 'ready' || importing}
            loading={importing}
            onClick={() => void runImport()}
            data-testid="import-submit"
          />
        </div>
      }
    >
      <div className="studio-import">
        <p className="studio-import__intro" id="import-hint">
          A CSV file with the header <code>subject,predicate,object</code> and an optional <code>source</code>{' '}
          column, at most {TRIPLE_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows and 10 MB. The file is checked
          first and nothing is stored until you choose Import; a file with any bad row is not imported at all.
        </p>
        <div className="field">
          <label htmlFor="import-file" className="field__label">
            CSV file
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="import-hint"
            className="studio-import__file"
            // Choosing the same file again (corrected under the same name) must check it again.
            onClick={(event) => {
              event.currentTarget.value = '';
            }}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>
        <div aria-live="polite">
          {check.state === 'checking' ? <p>Checking {fileName}…</p> : null}
          {check.state === 'ready' ? (
            <p data-testid="import-summary">
              {fileName} is ready: {plural(check.result.created, 'triple', 'triples')} to create
              {check.result.skipped ? `, ${plural(check.result.skipped, 'row', 'rows')} already there` : ''}.
            </p>
          ) : null}
        </div>
        {check.state === 'refused' ? (
          <div className="form-errors" role="alert" data-testid="import-errors">
            <p>
              <strong>{fileName} cannot be imported.</strong> Correct the file and choose it again. Rows are
              counted from the first under the header.
            </p>
            <ul>
              {check.other.map((text) => (
                <li key={text}>{text}</li>
              ))}
              {check.rows.map(({ row, text }) => (
                <li key={row}>{text}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {check.state === 'failed' ? <AdminError error={check.error} testId="import-failure" /> : null}
        {check.state === 'ready' && check.result.preview?.length ? (
          <div className="studio-import__preview">
            <table className="studio-table" aria-label="Preview of the first rows">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Predicate</th>
                  <th scope="col">Object</th>
                  <th scope="col">Source</th>
                </tr>
              </thead>
              <tbody>
                {check.result.preview.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the preview rows are the file's rows, in order.
                  <tr key={index}>
                    <td>{index + 1}</td>
                    <td>{row.subject}</td>
                    <td>{row.predicate}</td>
                    <td>{row.object}</td>
                    <td>{row.source}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
};
