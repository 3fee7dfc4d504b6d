import { membershipsForStatus } from './memberships';

describe('status ↔ memberships', () => {
  it('HONORAIRE removes AMICALE and adds HONORAIRE, keeping the others', () => {
    expect(membershipsForStatus('HONORAIRE', ['AMICALE', 'UDSP'])).toEqual(['HONORAIRE', 'UDSP']);
  });
  it.each(['SPP', 'SPV', 'ADMINISTRATIF', 'EXTERNE'] as const)(
    '%s removes HONORAIRE and adds AMICALE',
    (status) => {
      expect(membershipsForStatus(status, ['HONORAIRE', 'FNSPF'])).toEqual(['AMICALE', 'FNSPF']);
    },
  );
  it('never doubles a membership', () => {
    expect(membershipsForStatus('SPV', ['AMICALE'])).toEqual(['AMICALE']);
  });
  it('leaves the memberships alone while no status is chosen', () => {
    expect(membershipsForStatus('', ['UDSP'])).toEqual(['UDSP']);
  });
});
