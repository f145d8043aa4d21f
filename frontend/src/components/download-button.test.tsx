import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DownloadButton, ExportCsvButton } from './download-button.tsx';

/*
 * Every download in the product is one DownloadButton (components/download-button.tsx): tried here with a file
 * maker the test finishes by hand, so the pending state can be seen and clicked.
 */

function deferred() {
  let resolve!: (name: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

function Harness({ make, calls }: { make: () => Promise<string>; calls: unknown[] }) {
  const download = useMutation({
    mutationFn: (variables: void) => (calls.push(variables), make()),
  });
  return (
    <DownloadButton download={download} of={undefined} label="Download my data" pendingLabel="Gathering..." />
  );
}

test('a double click makes the file once; the button says so while it is made, then "Download Started" names it', async () => {
  const file = deferred();
  const calls: unknown[] = [];
  renderWithProviders(<Harness make={() => file.promise} calls={calls} />);
  const user = userEvent.setup();

  await user.dblClick(screen.getByRole('button', { name: 'Download my data' }));
  const pending = await screen.findByRole('button', { name: 'Gathering...' });
  expect(pending.hasAttribute('disabled')).toBe(true);
  await user.click(pending);
  expect(calls).toHaveLength(1);

  file.resolve('my-data-2026-11-27.json');
  expect(await screen.findByText('Download Started')).toBeTruthy();
  expect(screen.getByText('my-data-2026-11-27.json')).toBeTruthy();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Download my data' }).hasAttribute('disabled')).toBe(false),
  );
});

test('a file that cannot be made says why under the title given, and the button can be pressed again', async () => {
  const calls: unknown[] = [];
  let attempt = deferred();
  renderWithProviders(<Harness make={() => attempt.promise} calls={calls} />);
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  attempt.reject(new Error('The accounts service is unavailable. Please try again shortly.'));
  expect(await screen.findByText('Download Failed')).toBeTruthy();
  expect(screen.getByText('The accounts service is unavailable. Please try again shortly.')).toBeTruthy();
  expect(screen.queryByText('Download Started')).toBeNull();

  attempt = deferred();
  await user.click(await screen.findByRole('button', { name: 'Download my data' }));
  expect(calls).toHaveLength(2);
});

test('"Export CSV" passes the list\'s filters as they stand and fails as "Export failed"', async () => {
  const calls: unknown[] = [];
  function Csv({ status }: { status: string }) {
    const exportCsv = useMutation({
      mutationFn: (filters: { status: string }) => (
        calls.push(filters),
        Promise.reject(new Error('Too many rows'))
      ),
    });
    return <ExportCsvButton exportCsv={exportCsv} of={{ status }} />;
  }
  renderWithProviders(<Csv status="contacted" />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('Export failed')).toBeTruthy();
  expect(screen.getByText('Too many rows')).toBeTruthy();
  expect(calls).toEqual([{ status: 'contacted' }]);
});
