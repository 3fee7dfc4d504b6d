import { getAuthToken, setAuthToken } from '@/api/auth-token';
import { fetchAlbumPhotos, fetchAlbums, fetchPhotoFile } from '@/api/albums';
import { fetchDocumentFile, fetchDocuments } from '@/api/documents';
import { fetchPartners } from '@/api/partners';
import { url } from '@/mocks/backend/responses';
import { DEMO, signInAs, statusOfCall } from '@/mocks/backend/testing';
import { nodeFile, useNodeFormData } from '../../../../tests/unit/upload-files';

// Files are read with fetch: jsdom's XHR cannot hand axios a Blob through MSW here.
const download = (path: string) =>
  fetch(url(path), { headers: { Authorization: `Bearer ${getAuthToken() ?? ''}` } });

describe("the members' library of the embedded backend", () => {
  it('refuses every list without a session (401)', async () => {
    setAuthToken(null);
    expect(await statusOfCall(fetchAlbums())).toBe(401);
    expect(await statusOfCall(fetchDocuments())).toBe(401);
    expect(await statusOfCall(fetchPartners())).toBe(401);
  });

  it('lists albums newest first, their photos, and serves each image', async () => {
    await signInAs(...DEMO.member);
    const albums = await fetchAlbums();
    expect(albums.length).toBeGreaterThanOrEqual(3);
    const dates = albums.map((album) => album.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const photos = await fetchAlbumPhotos(albums[0].id);
    expect(photos.length).toBeGreaterThan(0);
    const image = await download(`/photos/${photos[0].id}/file`);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg/);
    const blob = await fetchPhotoFile(photos[0].id);
    expect(blob.type).toBe('image/svg+xml');
    expect(await statusOfCall(fetchAlbumPhotos(9999))).toBe(404);
  });

  it('lists documents and serves each as a real PDF with its name', async () => {
    await signInAs(...DEMO.member);
    const documents = await fetchDocuments();
    expect(documents.map((document) => document.name)).toContain("Statuts de l'amicale.pdf");
    const file = await download(`/documents/${documents[0].id}/file`);
    expect(file.headers.get('Content-Disposition')).toMatch(/filename\*=UTF-8''/);
    const text = await file.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const blob = await fetchDocumentFile(documents[0].id);
    expect(blob.type).toBe('application/pdf');
    expect((await blob.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('lists partners with an HTML description and a link or none', async () => {
    await signInAs(...DEMO.member);
    const partners = await fetchPartners();
    expect(partners.length).toBeGreaterThanOrEqual(3);
    expect(partners[0].description).toMatch(/<p>/);
    expect(partners.some((partner) => !partner.url)).toBe(true);
  });
});

describe("the library's administration in the embedded backend", () => {
  const post = (path: string, body: FormData | object) =>
    fetch(url(path), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${getAuthToken() ?? ''}`,
        ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });

  beforeEach(() => useNodeFormData());
  afterEach(() => vi.unstubAllGlobals());

  const form = (file: File, name?: string) => {
    const body = new FormData();
    body.append('file', file);
    if (name) body.append('name', name);
    return body;
  };

  it('takes images only, of 10 Mo at most, from the photos administrators', async () => {
    await signInAs(...DEMO.member);
    expect((await post('/albums/2/photos', form(nodeFile('a.jpg', 'image/jpeg')))).status).toBe(
      403,
    );
    await signInAs(...DEMO.commission);
    expect(
      (await post('/albums/2/photos', form(nodeFile('a.pdf', 'application/pdf')))).status,
    ).toBe(415);
    const big = nodeFile('b.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1);
    expect((await post('/albums/2/photos', form(big))).status).toBe(413);
    const sent = await post('/albums/2/photos', form(nodeFile('Vue.gif', 'image/gif', 'GIF89a')));
    expect(sent.status).toBe(201);
    const photo = (await sent.json()) as { id: number; name: string };
    expect(photo.name).toBe('Vue');
    const image = await download(`/photos/${photo.id}/file`);
    expect(image.headers.get('Content-Type')).toBe('image/gif');
    expect(await image.text()).toBe('GIF89a');
  });

  it('lets general administrators only publish documents and partners, links in https', async () => {
    await signInAs(...DEMO.commission);
    expect((await post('/documents', form(nodeFile('a.pdf', 'application/pdf'), 'A'))).status).toBe(
      403,
    );
    const partner = { name: 'P', description: '' };
    expect((await post('/partners', { ...partner, url: null })).status).toBe(403);
    await signInAs(...DEMO.admin);
    const sent = await post('/documents', form(nodeFile('a.pdf', 'application/pdf', '%PDF'), 'A'));
    expect(sent.status).toBe(201);
    const document = (await sent.json()) as { id: number; name: string };
    expect(document.name).toBe('A');
    expect(await (await download(`/documents/${document.id}/file`)).text()).toBe('%PDF');
    const refused = await post(
      '/documents',
      form(nodeFile('a.exe', 'application/x-msdownload'), 'X'),
    );
    expect(refused.status).toBe(415);
    expect((await post('/partners', { ...partner, url: 'http://p.fr' })).status).toBe(400);
    expect((await post('/partners', { ...partner, url: 'https://p.fr' })).status).toBe(201);
  });
});
