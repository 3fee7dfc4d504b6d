import { MAX_PHOTO_BYTES, megabytes, overallProgress, photoRefusalOf } from './photo-rules';

describe('the photos an administrator may send', () => {
  it('takes JPEG, PNG, WebP and GIF up to 10 Mo', () => {
    expect(photoRefusalOf({ type: 'image/jpeg', size: MAX_PHOTO_BYTES })).toBeNull();
    expect(photoRefusalOf({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses another type, then a photo over 10 Mo with its size in French', () => {
    expect(photoRefusalOf({ type: 'application/pdf', size: 1 })).toEqual({ reason: 'type' });
    expect(photoRefusalOf({ type: 'image/png', size: 13 * 1024 * 1024 })).toEqual({
      reason: 'size',
      size: '13 Mo',
    });
    expect(megabytes(12.44 * 1024 * 1024)).toBe('12,4 Mo');
  });

  it('counts the progress of several photos by their bytes', () => {
    const files = [
      { size: 3_000, progress: 1 },
      { size: 1_000, progress: 0 },
    ];
    expect(overallProgress(files)).toBe(0.75);
    expect(overallProgress([])).toBe(0);
  });
});
