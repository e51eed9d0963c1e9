import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglishTexts, renderScreen } from '@/test/screen';
import { CatalogueTransfer } from './catalogue-transfer';

beforeAll(loadEnglishTexts);

const preview = {
  created: [{ row: 3, sku: 'NEW-1', name_en: 'New peony', packs: 1 }],
  changed: [{ row: 2, sku: 'ROS-1', name_en: 'Rose', fields: [{ field: 'name_fr', old: 'Rose', new: 'Rose rouge' }] }],
  unchanged: 4,
  rejected: [{ row: 5, field: 'pack_units', message: 'Units in it is invalid.' }],
  applied: false,
};

/** XMLHttpRequest as apiUpload uses it: every upload answers `reply`. */
function fakeUploads(reply: unknown) {
  const sent: string[] = [];
  class FakeXhr {
    status = 200;
    response: unknown = null;
    upload = { onprogress: null };
    withCredentials = false;
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send() {
      sent.push(this.url);
      this.response = { success: true, data: reply };
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('the catalogue import screen (issue 36, item 4)', () => {
  it('asks for a file, previews new, changed old → new, unchanged and refused rows; apply waits for a clean file', async () => {
    const sent = fakeUploads(preview);
    renderScreen(<CatalogueTransfer onDone={() => undefined} />, '*', '/');
    expect(screen.getByRole('link', { name: 'Download the catalogue (XLSX)' })).toHaveAttribute(
      'href',
      '/api/products/export.xlsx',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the XLSX or CSV file to upload.');
    expect(screen.getByLabelText('Edited catalogue (XLSX or CSV)')).toHaveFocus();

    const file = new File(['x'], 'catalogue.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(screen.getByLabelText('Edited catalogue (XLSX or CSV)'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('New: 1 · Changed: 1 · Unchanged: 4 · Refused rows: 1'),
    );
    expect(sent).toEqual(['/api/products/import?apply=false']);
    expect(screen.getByText('Row 5, pack_units: Units in it is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Row 3: NEW-1 New peony (1 pack)')).toBeInTheDocument();
    expect(screen.getByText(/name_fr: Rose/)).toHaveTextContent('name_fr: Rose → becomes Rose rouge');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
