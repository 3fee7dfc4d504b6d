import { hashRouteFor, readAddressParam } from './page-address';

describe('the shell reads the whole address', () => {
  it.each([
    ['http://x.fr/calendrier', '/calendrier'],
    ['http://x.fr/calendrier#/', '/calendrier'],
    // A seller's tour QR code: the purchase with the stub.
    ['http://x.fr/calendrier?souche=101', '/calendrier?souche=101'],
    ['http://x.fr/calendrier/code/abc-123', '/calendrier/code/abc-123'],
    ['http://x.fr/validateorsubscribe?token=T', '/validateorsubscribe?token=T'],
    ['http://x.fr/renewsubscription?token=T&userid=4', '/renewsubscription?token=T&userid=4'],
    ['http://x.fr/?token=T', '/?token=T'],
  ])('%s stands for #%s', (href, route) => {
    expect(hashRouteFor(href)).toBe(route);
  });
  it('leaves plain hash routes alone', () => {
    expect(hashRouteFor('http://x.fr/#/calendrier')).toBeNull();
    expect(hashRouteFor('http://x.fr/#/?token=T')).toBeNull();
    expect(hashRouteFor('http://x.fr/')).toBeNull();
  });
  it('honours a base path', () => {
    expect(hashRouteFor('http://x.fr/app/calendrier', '/app/')).toBe('/calendrier');
    expect(hashRouteFor('http://x.fr/app/#/cart', '/app/')).toBeNull();
  });
  it('reads a parameter from the hash query first, then the query', () => {
    expect(readAddressParam('http://x.fr/#/?token=H', 'token')).toBe('H');
    expect(readAddressParam('http://x.fr/?token=Q#/', 'token')).toBe('Q');
    expect(readAddressParam('http://x.fr/#/', 'token')).toBeNull();
  });
});
