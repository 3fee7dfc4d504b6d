import { renewalNoticeOf } from './renewal-notice';

describe("the home's renewal notice", () => {
  const today = '2026-11-26';

  it('recalls a membership that ends within 30 days, the last day included', () => {
    expect(renewalNoticeOf('2026-12-26', today)).toEqual({ kind: 'soon', date: '2026-12-26' });
    expect(renewalNoticeOf(today, today)).toEqual({ kind: 'soon', date: today });
    expect(renewalNoticeOf('2026-12-27', today)).toBeNull();
  });

  it('says a membership is over the day after its end', () => {
    expect(renewalNoticeOf('2026-11-25', today)).toEqual({ kind: 'expired', date: '2026-11-25' });
  });

  it('says nothing of a membership never paid nor of an unreadable date', () => {
    expect(renewalNoticeOf('1970-01-01', today)).toBeNull();
    expect(renewalNoticeOf('bientôt', today)).toBeNull();
  });
});
