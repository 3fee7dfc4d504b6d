import type { InternalAxiosRequestConfig } from 'axios';
import { HttpResponse, http } from 'msw';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { fetchRgpdText } from './privacy-text';
import { api, binaryApi, fetchFile } from './client';
import { uploadPhoto } from '@/api/albums';
import { uploadDocument } from '@/api/documents';

/** The time-out each call went out with (every call has one). */
const timeouts: { url: string; timeout: number | undefined }[] = [];
const record = (config: InternalAxiosRequestConfig) => {
  timeouts.push({ url: config.url ?? '', timeout: config.timeout });
  return config;
};
const recorders = [api, binaryApi].map((client) => ({
  client,
  id: client.interceptors.request.use(record),
}));

afterAll(() => {
  for (const { client, id } of recorders) client.interceptors.request.eject(id);
});

beforeEach(() => {
  timeouts.length = 0;
  server.use(
    http.all(url('/*'), () =>
      HttpResponse.json({ id: 1, name: 'x' }, { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});

const finite = (timeout: number | undefined) =>
  typeof timeout === 'number' && timeout > 0 && Number.isFinite(timeout);

describe('every call has a time-out', () => {
  it('a JSON call, a file of the binary client, the data-protection text', async () => {
    await api.get('/news');
    await fetchFile('/documents/1/file');
    await fetchRgpdText();
    expect(timeouts).toHaveLength(3);
    expect(timeouts.every((call) => finite(call.timeout))).toBe(true);
  });

  it('an upload too: a long one, never none', async () => {
    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    await uploadPhoto(2, file);
    await uploadDocument(file, 'Statuts.pdf');
    expect(timeouts.map((call) => call.url)).toEqual(['/albums/2/photos', '/documents']);
    for (const call of timeouts) {
      expect(finite(call.timeout), `${call.url}: ${call.timeout}`).toBe(true);
      expect(call.timeout).toBeGreaterThanOrEqual(60_000);
    }
  });
});
