import { chunkAddressIn } from './load-papers';

/** How Chromium says that a dynamic import did not arrive. */
const failed = (address: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${address}`);

const page = 'https://amicale.example/#/command/1';

describe('the PDF maker asked for again', () => {
  it('under the address of the app’s own chunk that its error names', () => {
    expect(chunkAddressIn(failed('https://amicale.example/assets/papers-gFTmikEw.js'), page)).toBe(
      'https://amicale.example/assets/papers-gFTmikEw.js',
    );
    expect(
      chunkAddressIn(
        new TypeError(
          'error loading dynamically imported module: https://amicale.example/assets/paper-fonts-B1x_9.js',
        ),
        page,
      ),
    ).toBe('https://amicale.example/assets/paper-fonts-B1x_9.js');
    // The page's own address, as the browser has it.
    const own = `${window.location.origin}/assets/papers-x1.js`;
    expect(chunkAddressIn(failed(own))).toBe(own);
  });

  it('never under an address that is not one of the app’s chunks', () => {
    for (const address of [
      // Another origin, or the same host by another scheme or port.
      'https://evil.example/assets/papers-x1.js',
      'http://amicale.example/assets/papers-x1.js',
      'https://amicale.example:8443/assets/papers-x1.js',
      'https://amicale.example.evil.example/assets/papers-x1.js',
      'https://user@amicale.example/assets/papers-x1.js',
      // The page's origin, outside its assets folder.
      'https://amicale.example/papers-x1.js',
      'https://amicale.example/uploads/papers-x1.js',
      'https://amicale.example/assets/uploads/papers-x1.js',
      'https://amicale.example/assets/../v1/papers-x1.js',
      'https://amicale.example/assets/%2e%2e/v1/papers-x1.js',
      'https://amicale.example/assetsx/papers-x1.js',
      // Not a script file, or one with a query.
      'https://amicale.example/assets/papers-x1.json.js?.js',
      'https://amicale.example/assets/.js',
    ]) {
      expect(chunkAddressIn(failed(address), page), address).toBeNull();
    }
    expect(chunkAddressIn(new TypeError('Importing a module script failed.'), page)).toBeNull();
    expect(
      chunkAddressIn('https://amicale.example/assets/papers-x1.js', 'pas une adresse'),
    ).toBeNull();
  });
});
